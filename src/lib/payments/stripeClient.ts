import Stripe from 'stripe'

/** A Checkout Session id as Stripe writes it (`cs_test_…`, `cs_live_…`): checked before asking Stripe about one. */
export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{8,250}$/

/** Payments are on when both Stripe keys are set; without them the employer page says we invoice. */
export type Payments = { stripe: Stripe; webhookSecret: string }

type StripeEnv = Record<string, string | undefined>

/** Stripe itself, or STRIPE_API_BASE: a test's loopback server speaking Stripe's API. */
const apiAddress = (base: string | undefined): Stripe.StripeConfig => {
  if (!base) return {}
  const url = new URL(base)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

let built: { key: string; payments: Payments } | undefined
let warned = false

/**
 * The Stripe client of this process, or null when payments are off. A secret key without the
 * webhook's secret would take money and never hear it was paid: that is off too, and said once.
 */
export const stripePayments = (env: StripeEnv = process.env): Payments | null => {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!secretKey || !webhookSecret) {
    if ((secretKey || webhookSecret) && !warned) {
      warned = true
      console.warn('Payments are off: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/payments.md).')
    }
    return null
  }
  const key = `${secretKey}|${webhookSecret}|${env.STRIPE_API_BASE ?? ''}`
  if (built?.key !== key) {
    const stripe = new Stripe(secretKey, {
      ...apiAddress(env.STRIPE_API_BASE),
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Remote Passport' },
    })
    built = { key, payments: { stripe, webhookSecret } }
  }
  return built.payments
}
