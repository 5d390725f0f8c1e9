import type { Payload } from 'payload'

import { siteUrl } from '../../site/siteUrl'
import { poolOf } from '../../db/pool'
import { mayCallStripe, TOO_MANY_STRIPE_CALLS } from '../stripeCallLimit'
import type { Payments } from '../stripeClient'
import { NO_BILLING_ACCOUNT, PORTAL_FAILED } from './premiumTexts'

/** Where the member goes next: Stripe Checkout, or the billing portal for a subscription they have. */
export type BillingRedirect = { ok: true; url: string; to: 'checkout' | 'portal' } | { ok: false; message: string }

/** A billing-portal session for a Stripe customer, back to /account when done. */
export const portalFor = async (payments: Payments, customer: string, site: string): Promise<BillingRedirect> => {
  const session = await payments.stripe.billingPortal.sessions.create({ customer, return_url: `${site}/account` })
  return { ok: true, url: session.url, to: 'portal' }
}

/**
 * "Manage billing": Stripe's customer portal for the member's own customer, where they change
 * their card, see invoices and cancel. A member who never paid has no customer to manage.
 */
export const openBillingPortal = async (
  payload: Payload,
  payments: Payments,
  memberId: number,
  clientAddress: string,
  site = siteUrl(),
): Promise<BillingRedirect> => {
  if (!(await mayCallStripe(poolOf(payload), clientAddress))) return { ok: false, message: TOO_MANY_STRIPE_CALLS }
  const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!member?.stripeCustomerId) return { ok: false, message: NO_BILLING_ACCOUNT }
  try {
    return await portalFor(payments, member.stripeCustomerId, site)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Billing portal for member ${memberId} could not open` })
    return { ok: false, message: PORTAL_FAILED }
  }
}
