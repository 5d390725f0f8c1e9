import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Member } from '../../../payload-types'

const recorded = async (payload: Payload, invoiceId: string) =>
  (await payload.count({ collection: 'payments', where: { stripeReference: { equals: invoiceId } }, overrideAccess: true })).totalDocs > 0

/**
 * A paid premium invoice as a Payments row, once per invoice however often Stripe says it was
 * paid (the invoice id is unique: a second writer at the same moment is refused and that is fine).
 * Free invoices (a trial's first) are not payments.
 */
export const recordPremiumPayment = async (payload: Payload, invoice: Stripe.Invoice, member: Pick<Member, 'id' | 'email'>) => {
  if (invoice.amount_paid <= 0 || (await recorded(payload, invoice.id))) return
  try {
    await payload.create({
      collection: 'payments',
      overrideAccess: true,
      depth: 0,
      data: {
        kind: 'premium',
        status: 'paid',
        member: member.id,
        email: invoice.customer_email || member.email,
        // Premium is sold in US dollars, counted by Stripe in cents.
        amount: invoice.amount_paid / 100,
        currency: invoice.currency,
        stripeReference: invoice.id,
        receiptUrl: invoice.hosted_invoice_url ?? null,
      },
    })
  } catch (error) {
    if (!(await recorded(payload, invoice.id))) throw error
  }
}
