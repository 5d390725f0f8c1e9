import { jobPostEvents } from '@/lib/payments/jobPosts/settleJobPayment'
import { jobRenewalEvents } from '@/lib/payments/jobRenewals/settleJobRenewal'
import { premiumEvents } from '@/lib/payments/premium/premiumEvents'
import { receiveStripeEvent } from '@/lib/payments/receiveStripeEvent'
import { stripePayments } from '@/lib/payments/stripeClient'
import { payloadClient } from '@/lib/payload'

/** POST /api/stripe/webhook: Stripe's events (docs/payments.md, Webhook: the URL to give Stripe). */
export async function POST(request: Request) {
  const payload = await payloadClient()
  const body = await request.text()
  const answer = await receiveStripeEvent(payload, stripePayments(), [jobPostEvents, jobRenewalEvents, premiumEvents], body, request.headers.get('stripe-signature'))
  return Response.json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } })
}
