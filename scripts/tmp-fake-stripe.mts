import { startFakeStripe } from '../tests/helpers/stripeServer'
const stripe = await startFakeStripe({ port: 4242, webhookUrl: 'http://localhost:3300/api/stripe/webhook', webhookSecret: 'whsec_probe_secret' })
console.log('fake stripe', stripe.url)
setInterval(() => {}, 1 << 30)
