import type Stripe from 'stripe'

import { boundaryAfter, makeInvoice, makePaymentIntent, makeSubscription } from './billing'
import { StripeFailure, noSuch } from './errors'
import {
  makeCustomer,
  makeEvent,
  makePortalSession,
  makeSession,
  nowSeconds,
  previousAttributes,
  publicSession,
  type SessionInput,
} from './objects'

/** What the fake keeps, and the changes Stripe would make to it, each returning its events. */
export type Store = ReturnType<typeof createStore>

/** The objects of one fake Stripe account, whose URLs point at `baseUrl`. */
export const createStore = (baseUrl: string) => {
  const sessions = new Map<string, Stripe.Checkout.Session>()
  const customers = new Map<string, Stripe.Customer>()
  const subscriptions = new Map<string, Stripe.Subscription>()
  const portalSessions = new Map<string, Stripe.BillingPortal.Session>()
  const invoices = new Map<string, Stripe.Invoice>()
  const paymentIntents = new Map<string, Stripe.PaymentIntent>()
  const subscriptionMetadata = new Map<string, Stripe.Metadata>()

  const find = <T>(map: Map<string, T>, kind: string, id: string) => {
    const found = map.get(id)
    if (!found) throw noSuch(kind, id)
    return found
  }

  const openSession = (id: string) => {
    const session = find(sessions, 'checkout.session', id)
    if (session.status !== 'open') {
      throw new StripeFailure(400, `This Checkout Session is ${session.status}, not open.`)
    }
    return session
  }

  const liveSubscription = (id: string) => {
    const subscription = find(subscriptions, 'subscription', id)
    if (subscription.status === 'canceled') {
      throw new StripeFailure(400, `Subscription ${id} has already been canceled.`)
    }
    return subscription
  }

  const createCustomer = (fields: Parameters<typeof makeCustomer>[0]) => {
    const customer = makeCustomer(fields)
    customers.set(customer.id, customer)
    return customer
  }

  const createSession = (input: SessionInput, metadataForSubscription: Stripe.Metadata) => {
    const session = makeSession(baseUrl, input)
    sessions.set(session.id, session)
    subscriptionMetadata.set(session.id, metadataForSubscription)
    return session
  }

  const createPortalSession = (customer: string, returnUrl: string) => {
    const portal = makePortalSession(baseUrl, customer, returnUrl)
    portalSessions.set(portal.id, portal)
    return portal
  }

  const buyerOf = (session: Stripe.Checkout.Session) => {
    const id = typeof session.customer === 'string' ? session.customer : null
    if (id) return customers.get(id) ?? null
    if (session.mode !== 'subscription' && session.customer_creation !== 'always') return null
    return createCustomer({
      email: session.customer_email ?? 'customer@example.com',
      name: 'Test Customer',
      metadata: {},
    })
  }

  const completeSession = (id: string): Stripe.Event[] => {
    const session = openSession(id)
    const buyer = buyerOf(session)
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: buyer?.id ?? null,
      customer_details: {
        address: null,
        email: buyer?.email ?? session.customer_email ?? 'customer@example.com',
        name: buyer?.name ?? 'Test Customer',
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
    })
    if (session.mode !== 'subscription') {
      const intent = makePaymentIntent(baseUrl, session)
      paymentIntents.set(intent.id, intent)
      session.payment_intent = intent.id
      return [makeEvent('checkout.session.completed', publicSession(session))]
    }
    const lines = session.line_items?.data ?? []
    const subscription = makeSubscription(buyer!.id, lines, subscriptionMetadata.get(id) ?? {})
    const invoice = makeInvoice(baseUrl, subscription, 'subscription_create', true)
    subscription.latest_invoice = invoice.id
    subscriptions.set(subscription.id, subscription)
    invoices.set(invoice.id, invoice)
    Object.assign(session, { subscription: subscription.id, invoice: invoice.id })
    return [
      makeEvent('checkout.session.completed', publicSession(session)),
      makeEvent('customer.subscription.created', subscription),
      makeEvent('invoice.paid', invoice),
    ]
  }

  const expireSession = (id: string): Stripe.Event => {
    const session = openSession(id)
    session.status = 'expired'
    return makeEvent('checkout.session.expired', publicSession(session))
  }

  const advancePeriod = (subscription: Stripe.Subscription) => {
    for (const item of subscription.items.data) {
      const interval = item.price.recurring?.interval ?? 'month'
      item.current_period_start = item.current_period_end
      item.current_period_end = boundaryAfter(
        subscription.billing_cycle_anchor,
        interval,
        item.current_period_start,
      )
    }
  }

  const openInvoiceOf = (subscription: Stripe.Subscription) => {
    const latest = invoices.get(String(subscription.latest_invoice))
    return latest?.status === 'open' ? latest : null
  }

  const cancelSubscription = (id: string): Stripe.Event => {
    const subscription = liveSubscription(id)
    const now = nowSeconds()
    Object.assign(subscription, {
      status: 'canceled',
      canceled_at: now,
      ended_at: now,
      cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
    })
    return makeEvent('customer.subscription.deleted', subscription)
  }

  const renewSubscription = (id: string): Stripe.Event[] => {
    const subscription = liveSubscription(id)
    if (subscription.cancel_at_period_end) return [cancelSubscription(id)]
    const before = structuredClone(subscription)
    let invoice = openInvoiceOf(subscription)
    if (invoice) {
      Object.assign(invoice, {
        status: 'paid',
        amount_paid: invoice.amount_due,
        amount_remaining: 0,
        next_payment_attempt: null,
        status_transitions: { ...invoice.status_transitions, paid_at: nowSeconds() },
      })
    } else {
      advancePeriod(subscription)
      invoice = makeInvoice(baseUrl, subscription, 'subscription_cycle', true)
      invoices.set(invoice.id, invoice)
      subscription.latest_invoice = invoice.id
    }
    subscription.status = 'active'
    return [
      makeEvent(
        'customer.subscription.updated',
        subscription,
        previousAttributes(before, subscription),
      ),
      makeEvent('invoice.paid', invoice),
    ]
  }

  const failPayment = (id: string): Stripe.Event[] => {
    const subscription = liveSubscription(id)
    const open = openInvoiceOf(subscription)
    if (open) {
      open.attempt_count += 1
      return [makeEvent('invoice.payment_failed', open)]
    }
    const before = structuredClone(subscription)
    advancePeriod(subscription)
    const invoice = makeInvoice(baseUrl, subscription, 'subscription_cycle', false)
    invoices.set(invoice.id, invoice)
    Object.assign(subscription, { latest_invoice: invoice.id, status: 'past_due' })
    return [
      makeEvent('invoice.payment_failed', invoice),
      makeEvent(
        'customer.subscription.updated',
        subscription,
        previousAttributes(before, subscription),
      ),
    ]
  }

  const updateSubscription = (
    id: string,
    changes: { cancelAtPeriodEnd?: boolean; metadata?: Stripe.Metadata },
  ): Stripe.Event | null => {
    const subscription = find(subscriptions, 'subscription', id)
    const before = structuredClone(subscription)
    if (changes.cancelAtPeriodEnd !== undefined) {
      if (subscription.status === 'canceled') {
        throw new StripeFailure(
          400,
          'A canceled subscription can only update its cancellation_details and metadata.',
        )
      }
      subscription.cancel_at_period_end = changes.cancelAtPeriodEnd
      subscription.cancel_at = changes.cancelAtPeriodEnd
        ? subscription.items.data[0].current_period_end
        : null
    }
    if (changes.metadata) subscription.metadata = changes.metadata
    const previous = previousAttributes(before, subscription)
    if (Object.keys(previous).length === 0) return null
    return makeEvent('customer.subscription.updated', subscription, previous)
  }

  return {
    sessions,
    customers,
    subscriptions,
    portalSessions,
    invoices,
    paymentIntents,
    find,
    createCustomer,
    createSession,
    createPortalSession,
    completeSession,
    expireSession,
    renewSubscription,
    failPayment,
    cancelSubscription,
    updateSubscription,
  }
}
