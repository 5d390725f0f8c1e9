import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Member } from '../../../payload-types'
import { chargedAsAsked, formatCharge, mainUnits } from '../askedPrice'
import { askedPremiumPrice } from './askedPremiumPrice'

const recorded = async (payload: Payload, invoiceId: string) =>
  (await payload.count({ collection: 'payments', where: { stripeReference: { equals: invoiceId } }, overrideAccess: true })).totalDocs > 0

/** Why an invoice needs an admin: it charged another amount or currency than the member was asked at checkout. */
const problemOf = (secret: string, invoice: Stripe.Invoice, memberId: number) => {
  const asked = askedPremiumPrice(secret, invoice.parent?.subscription_details?.metadata, memberId)
  if (asked === undefined || chargedAsAsked(invoice.amount_paid, invoice.currency, asked)) return null
  const charged = formatCharge(invoice.amount_paid, invoice.currency)
  return asked
    ? `Stripe charged ${charged}; the member subscribed to Premium at ${formatCharge(asked.amount, asked.currency)} a month. Refund what was not due in Stripe.`
    : `Stripe charged ${charged} for a subscription whose price the site did not sign for member ${memberId}: check it in Stripe.`
}

/**
 * A paid premium invoice as a Payments row, once per invoice however often Stripe says it was
 * paid (the invoice id is unique: a second writer at the same moment is refused and that is fine).
 * Free invoices (a trial's first) are not payments. One of another amount than the member was asked
 * is kept with a status saying so and logged for an admin; the member's plan still follows the
 * subscription as Stripe has it (a coupon or balance given in Stripe's dashboard changes the amount too).
 */
export const recordPremiumPayment = async (payload: Payload, invoice: Stripe.Invoice, member: Pick<Member, 'id' | 'email'>) => {
  if (invoice.amount_paid <= 0 || (await recorded(payload, invoice.id))) return
  const problem = problemOf(payload.secret, invoice, member.id)
  const payment = await payload
    .create({
      collection: 'payments',
      overrideAccess: true,
      depth: 0,
      data: {
        kind: 'premium',
        status: problem ? 'amount-mismatch' : 'paid',
        problem,
        member: member.id,
        email: invoice.customer_email || member.email,
        amount: mainUnits(invoice.amount_paid, invoice.currency),
        currency: invoice.currency,
        stripeReference: invoice.id,
        receiptUrl: invoice.hosted_invoice_url ?? null,
      },
    })
    // Another delivery of the same invoice recorded it a moment ago (and told the admin).
    .catch(async (error) => {
      if (await recorded(payload, invoice.id)) return null
      throw error
    })
  if (payment && problem) payload.logger.error(`Premium payment ${payment.id} (${invoice.id}) of member ${member.id} is not the amount asked: ${problem}`)
}
