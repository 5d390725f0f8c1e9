import type Stripe from 'stripe'

import { newId, nowSeconds } from './objects'

/** `anchor` moved on by `count` billing intervals; a day past the end of a month falls on its last day, as Stripe bills. */
const addIntervals = (anchor: number, interval: string, count: number) => {
  if (interval === 'day') return anchor + count * 86_400
  if (interval === 'week') return anchor + count * 7 * 86_400
  const start = new Date(anchor * 1000)
  const months = start.getUTCMonth() + count * (interval === 'year' ? 12 : 1)
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), months + 1, 0)).getUTCDate()
  const end = new Date(anchor * 1000)
  end.setUTCFullYear(start.getUTCFullYear(), months, Math.min(start.getUTCDate(), lastDay))
  return end.getTime() / 1000
}

/** The first end of a billing period after `time`, periods counted from `anchor`. */
export const boundaryAfter = (anchor: number, interval: string, time: number) => {
  let count = 1
  while (addIntervals(anchor, interval, count) <= time) count++
  return addIntervals(anchor, interval, count)
}

/** A succeeded payment for a paid session, its charge expanded, with a receipt on the fake. */
export const makePaymentIntent = (
  baseUrl: string,
  session: Stripe.Checkout.Session,
): Stripe.PaymentIntent => {
  const id = newId('pi_')
  const created = nowSeconds()
  const money = { amount: session.amount_total ?? 0, currency: session.currency ?? 'usd' }
  const charge = {
    id: newId('ch_'),
    object: 'charge',
    ...money,
    amount_captured: money.amount,
    amount_refunded: 0,
    captured: true,
    created,
    customer: session.customer,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: id,
    receipt_email: session.customer_details?.email ?? null,
    receipt_url: `${baseUrl}/receipts/${session.id}`,
    refunded: false,
    status: 'succeeded',
  } as Stripe.Charge
  return {
    id,
    object: 'payment_intent',
    ...money,
    amount_received: money.amount,
    created,
    customer: session.customer,
    latest_charge: charge,
    livemode: false,
    metadata: {},
    payment_method_types: ['card'],
    status: 'succeeded',
  } as Stripe.PaymentIntent
}

/** An active subscription starting now, one item for each line item of the session. */
export const makeSubscription = (
  customer: string,
  lines: Stripe.LineItem[],
  metadata: Stripe.Metadata,
): Stripe.Subscription => {
  const id = newId('sub_')
  const start = nowSeconds()
  const items = lines.map((line) => ({
    id: newId('si_', 14),
    object: 'subscription_item',
    created: start,
    current_period_start: start,
    current_period_end: addIntervals(start, line.price?.recurring?.interval ?? 'month', 1),
    discounts: [],
    metadata: {},
    price: line.price,
    quantity: line.quantity,
    subscription: id,
    tax_rates: [],
  }))
  return {
    id,
    object: 'subscription',
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: lines[0].currency,
    customer,
    ended_at: null,
    items: {
      object: 'list',
      data: items,
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata,
    start_date: start,
    status: 'active',
  } as unknown as Stripe.Subscription
}

/** The invoice for a subscription's current period, paid or left open after a failed charge. */
export const makeInvoice = (
  baseUrl: string,
  subscription: Stripe.Subscription,
  reason: 'subscription_create' | 'subscription_cycle',
  paid: boolean,
): Stripe.Invoice => {
  const id = newId('in_')
  const created = nowSeconds()
  const lines = subscription.items.data.map((item) => ({
    id: newId('il_'),
    object: 'line_item',
    amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    currency: subscription.currency,
    invoice: id,
    livemode: false,
    metadata: {},
    period: { start: item.current_period_start, end: item.current_period_end },
    quantity: item.quantity ?? 1,
    subscription: subscription.id,
  }))
  const amount = lines.reduce((sum, line) => sum + line.amount, 0)
  return {
    id,
    object: 'invoice',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created,
    currency: subscription.currency,
    customer: subscription.customer,
    hosted_invoice_url: `${baseUrl}/receipts/${id}`,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: paid ? null : created + 3 * 86_400,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    period_end: created,
    period_start: created,
    status: paid ? 'paid' : 'open',
    status_transitions: { finalized_at: created, paid_at: paid ? created : null },
    subtotal: amount,
    total: amount,
  } as unknown as Stripe.Invoice
}
