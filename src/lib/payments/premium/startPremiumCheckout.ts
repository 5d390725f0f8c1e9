import type { Payload } from 'payload'

import { everyVisitorIsPremium, memberHasPremium } from '../../ai/access/premiumStatus'
import { siteUrl } from '../../site/siteUrl'
import { z } from '../../validation/zod'
import { poolOf } from '../../db/pool'
import { mayCallStripe, TOO_MANY_STRIPE_CALLS } from '../stripeCallLimit'
import type { Payments } from '../stripeClient'
import { usdPrice } from '../askedPrice'
import { signPremiumPrice } from './askedPremiumPrice'
import { withMemberBillingLock } from './memberLock'
import { loadPremiumPlan } from './premiumPlan'
import { ALREADY_PREMIUM, CHECKOUT_FAILED, EVERYONE_PREMIUM_NOW, PAGE_OUT_OF_DATE } from './premiumTexts'
import { type BillingRedirect, portalFor } from './billingPortal'
import { stripeCustomerFor } from './stripeCustomer'
import { hasLiveSubscription } from './subscriptionPlan'

/** The Upgrade button's form: one attempt id per page view, so a double click opens one checkout. */
export const upgradeSchema = z.object({ attempt: z.uuid() })

/** The metadata that marks a session or subscription as a member's premium (not an employer's post). */
export const premiumMetadata = (memberId: number) => ({ kind: 'premium', memberId: String(memberId) })

export const CHECKOUT_RETURN_PARAM = 'session_id'

/**
 * Starts Premium for a signed-in member: a Stripe Checkout subscription at the premium plan's
 * monthly price, under the member's own Stripe customer. A member with a subscription already
 * goes to the billing portal instead of paying twice; with "every visitor is premium" on, or
 * Premium set by an admin, there is nothing to buy.
 */
export const startPremiumCheckout = async (
  payload: Payload,
  payments: Payments,
  memberId: number,
  input: unknown,
  clientAddress: string,
  site = siteUrl(),
): Promise<BillingRedirect> => {
  const parsed = upgradeSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: PAGE_OUT_OF_DATE }
  if (await everyVisitorIsPremium(payload)) return { ok: false, message: EVERYONE_PREMIUM_NOW }
  if (!(await mayCallStripe(poolOf(payload), clientAddress))) return { ok: false, message: TOO_MANY_STRIPE_CALLS }
  try {
    return await withMemberBillingLock(payload, memberId, async () => {
      const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true })
      if (hasLiveSubscription(member) && member.stripeCustomerId) return portalFor(payments, member.stripeCustomerId, site)
      if (memberHasPremium(member) && !member.premiumUntil) return { ok: false, message: ALREADY_PREMIUM }
      const [customer, plan] = await Promise.all([stripeCustomerFor(payload, payments.stripe, member), loadPremiumPlan(payload)])
      const metadata = premiumMetadata(member.id)
      const price = usdPrice(plan.monthlyPrice)
      const session = await payments.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: `member-${member.id}`,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: price.currency,
                unit_amount: price.amount,
                recurring: { interval: 'month' },
                product_data: { name: `Remote Passport ${plan.name}` },
              },
            },
          ],
          metadata,
          // Each invoice is held to the price asked now, whatever the plan costs by then.
          subscription_data: { metadata: { ...metadata, price: signPremiumPrice(payload.secret, member.id, price) } },
          success_url: `${site}/account?${CHECKOUT_RETURN_PARAM}={CHECKOUT_SESSION_ID}`,
          cancel_url: `${site}/premium?checkout=canceled`,
        },
        { idempotencyKey: `premium-checkout-${member.id}-${parsed.data.attempt}` },
      )
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`)
      return { ok: true, url: session.url, to: 'checkout' }
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Premium checkout for member ${memberId} could not start` })
    return { ok: false, message: CHECKOUT_FAILED }
  }
}
