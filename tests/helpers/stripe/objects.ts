import { randomInt } from 'node:crypto'
import Stripe from 'stripe'

/** One line of a Checkout Session, read from its `line_items[i][price_data]` parameters. */
export type LineInput = {
  name: string
  currency: string
  unitAmount: number
  quantity: number
  interval: Stripe.Price.Recurring.Interval | null
}

/** The parameters of a Checkout Session once checked, numbers converted. */
export type SessionInput = {
  mode: 'payment' | 'subscription'
  lines: LineInput[]
  successUrl: string
  cancelUrl: string | null
  customer: string | null
  customerEmail: string | null
  customerCreation: 'always' | 'if_required' | null
  clientReferenceId: string | null
  metadata: Stripe.Metadata
  expiresAt: number | null
}

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A Stripe-like id: the prefix, then random letters and digits. */
export const newId = (prefix: string, length = 24) =>
  prefix + Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('')

/** The time now in Unix seconds, as Stripe counts it. */
export const nowSeconds = () => Math.floor(Date.now() / 1000)

/** An amount in the currency's smallest unit written for people: 6900 usd is "$69.00". */
export const formatAmount = (amount: number, currency: string) => {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  })
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}

/** The top-level fields of `before` whose values `after` changed: an event's `previous_attributes`. */
export const previousAttributes = (before: object, after: object) => {
  const now = after as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(before).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(now[key]),
    ),
  )
}

/** A snapshot event, with a copy of `object` so later changes to it don't show. */
export const makeEvent = (
  type: Stripe.Event.Type,
  object: object,
  previous?: Record<string, unknown>,
): Stripe.Event =>
  ({
    id: newId('evt_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    type,
    data: { object: structuredClone(object), ...(previous && { previous_attributes: previous }) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  }) as unknown as Stripe.Event

/** A customer as `POST /v1/customers` answers it. */
export const makeCustomer = (fields: {
  email: string | null
  name: string | null
  metadata: Stripe.Metadata
}): Stripe.Customer =>
  ({
    id: newId('cus_', 14),
    object: 'customer',
    ...fields,
    balance: 0,
    created: nowSeconds(),
    default_source: null,
    delinquent: false,
    description: null,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
    livemode: false,
    phone: null,
    shipping: null,
  }) as Stripe.Customer

const makePrice = (line: LineInput, created: number): Stripe.Price =>
  ({
    id: newId('price_'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: line.currency,
    livemode: false,
    metadata: {},
    product: newId('prod_', 14),
    recurring: line.interval && {
      interval: line.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    type: line.interval ? 'recurring' : 'one_time',
    unit_amount: line.unitAmount,
  }) as Stripe.Price

const makeLineItem = (line: LineInput, created: number): Stripe.LineItem => {
  const amount = line.unitAmount * line.quantity
  return {
    id: newId('li_'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: line.currency,
    description: line.name,
    metadata: {},
    price: makePrice(line, created),
    quantity: line.quantity,
  }
}

/** An open Checkout Session, its line items kept on it (Stripe shows them only when expanded). */
export const makeSession = (baseUrl: string, input: SessionInput): Stripe.Checkout.Session => {
  const id = newId('cs_test_', 58)
  const created = nowSeconds()
  const items = input.lines.map((line) => makeLineItem(line, created))
  const amount = items.reduce((sum, item) => sum + item.amount_total, 0)
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    created,
    currency: input.lines[0].currency,
    customer: input.customer,
    customer_creation: input.customerCreation,
    customer_details: null,
    customer_email: input.customerEmail,
    expires_at: input.expiresAt ?? created + 86_400,
    invoice: null,
    line_items: {
      object: 'list',
      data: items,
      has_more: false,
      url: `/v1/checkout/sessions/${id}/line_items`,
    },
    livemode: false,
    locale: null,
    metadata: input.metadata,
    mode: input.mode,
    payment_intent: null,
    payment_link: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    setup_intent: null,
    status: 'open',
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${baseUrl}/checkout/${id}`,
  } as Stripe.Checkout.Session
}

/** A session as the API shows it: without its line items, which only `expand` brings. */
export const publicSession = ({ line_items: _lineItems, ...shown }: Stripe.Checkout.Session) =>
  shown as Stripe.Checkout.Session

/** A billing portal session whose page is on the fake. */
export const makePortalSession = (baseUrl: string, customer: string, returnUrl: string) => {
  const id = newId('bps_')
  return {
    id,
    object: 'billing_portal.session',
    configuration: newId('bpc_'),
    created: nowSeconds(),
    customer,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: returnUrl,
    url: `${baseUrl}/portal/${id}`,
  } as Stripe.BillingPortal.Session
}
