import type { Payload } from 'payload'

import { memberHasPremium } from '../../ai/access/premiumStatus'
import { poolOf } from '../../db/pool'
import { mayCallStripe } from '../stripeCallLimit'
import { CHECKOUT_SESSION_ID, type Payments } from '../stripeClient'
import type { CheckoutReturnState } from './premiumTexts'
import { idOf, syncPremiumSubscription } from './syncPremiumSubscription'

/**
 * What to tell a member back from Stripe Checkout (`/account?session_id=cs_…`), read from the
 * session itself rather than believed from the address. A paid session brings the member's plan
 * up to date at once, as its events will too; a session of someone else reads as unknown.
 */
export const premiumCheckoutReturn = async (
  payload: Payload,
  payments: Payments,
  memberId: number,
  sessionId: string,
  clientAddress: string,
): Promise<CheckoutReturnState> => {
  if (!CHECKOUT_SESSION_ID.test(sessionId)) return 'unknown'
  if (!(await mayCallStripe(poolOf(payload), clientAddress))) return 'busy'
  try {
    const session = await payments.stripe.checkout.sessions.retrieve(sessionId)
    if (session.metadata?.kind !== 'premium' || session.metadata.memberId !== String(memberId)) return 'unknown'
    if (session.status === 'expired') return 'expired'
    if (session.status !== 'complete') return 'open'
    const subscription = idOf(session.subscription)
    const member = subscription
      ? await syncPremiumSubscription(payload, payments.stripe, subscription, { memberId: String(memberId), customer: idOf(session.customer) })
      : null
    return member && memberHasPremium(member) ? 'active' : 'confirming'
  } catch (error) {
    payload.logger.warn(`Checkout session ${sessionId} could not be read on return: ${error instanceof Error ? error.message : String(error)}`)
    return 'unknown'
  }
}
