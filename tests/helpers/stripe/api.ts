import type Stripe from 'stripe'

import { StripeFailure, noSuch } from './errors'
import { publicSession } from './objects'
import {
  list,
  mergeMetadata,
  optionalBoolean,
  optionalText,
  readSessionParams,
  requiredText,
  requiredUrl,
} from './params'
import type { Store } from './store'

type Params = Record<string, unknown>

const notExpirable = (status: string | null) =>
  new StripeFailure(
    400,
    `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${status}".`,
  )

type Handler = (params: Params, id: string) => unknown

type ApiAnswer = { status: number; body: unknown }

/**
 * The `/v1` endpoints the app calls. Events an API call causes (an expired session, a canceled
 * subscription) go to `deliverLater`, as Stripe sends them after it has answered.
 */
export const createApi = (store: Store, deliverLater: (events: Stripe.Event[]) => void) => {
  const wants = (params: Params, field: string) =>
    list(params.expand, 'expand').some(
      (path) => path === field || String(path).startsWith(`${field}.`),
    )

  const expandable: Record<string, Map<string, unknown>> = {
    customer: store.customers,
    invoice: store.invoices,
    payment_intent: store.paymentIntents,
    subscription: store.subscriptions,
  }

  const showSession = (session: Stripe.Checkout.Session, params: Params) => {
    const shown: Record<string, unknown> = { ...publicSession(session) }
    if (wants(params, 'line_items')) shown.line_items = session.line_items
    for (const [field, map] of Object.entries(expandable)) {
      const id = shown[field]
      if (typeof id === 'string' && wants(params, field)) shown[field] = map.get(id)
    }
    return shown
  }

  const showPaymentIntent = (intent: Stripe.PaymentIntent, params: Params) => {
    const charge = intent.latest_charge as Stripe.Charge
    return { ...intent, latest_charge: wants(params, 'latest_charge') ? charge : charge.id }
  }

  const routes: Record<string, Handler> = {
    'POST /v1/customers': (params) =>
      store.createCustomer({
        email: optionalText(params.email, 'email'),
        name: optionalText(params.name, 'name'),
        metadata: mergeMetadata({}, params.metadata),
      }),
    'GET /v1/customers/:id': (_params, id) => store.find(store.customers, 'customer', id),
    'POST /v1/customers/:id': (params, id) => {
      const customer = store.find(store.customers, 'customer', id)
      if (params.email !== undefined) customer.email = optionalText(params.email, 'email')
      if (params.name !== undefined) customer.name = optionalText(params.name, 'name')
      customer.metadata = mergeMetadata(customer.metadata, params.metadata)
      return customer
    },
    'POST /v1/checkout/sessions': (params) => {
      const known = (id: string) => store.customers.has(id)
      const { input, subscriptionMetadata } = readSessionParams(params, known)
      return showSession(store.createSession(input, subscriptionMetadata), params)
    },
    'GET /v1/checkout/sessions/:id': (params, id) =>
      showSession(store.find(store.sessions, 'checkout.session', id), params),
    'GET /v1/checkout/sessions/:id/line_items': (_params, id) =>
      store.find(store.sessions, 'checkout.session', id).line_items,
    'POST /v1/checkout/sessions/:id/expire': (params, id) => {
      const session = store.find(store.sessions, 'checkout.session', id)
      if (session.status !== 'open') throw notExpirable(session.status)
      deliverLater([store.expireSession(id)])
      return showSession(session, params)
    },
    'GET /v1/subscriptions/:id': (_params, id) =>
      store.find(store.subscriptions, 'subscription', id),
    'POST /v1/subscriptions/:id': (params, id) => {
      const subscription = store.find(store.subscriptions, 'subscription', id)
      const event = store.updateSubscription(id, {
        cancelAtPeriodEnd: optionalBoolean(params.cancel_at_period_end, 'cancel_at_period_end'),
        metadata:
          params.metadata === undefined
            ? undefined
            : mergeMetadata(subscription.metadata, params.metadata),
      })
      if (event) deliverLater([event])
      return subscription
    },
    'DELETE /v1/subscriptions/:id': (_params, id) => {
      deliverLater([store.cancelSubscription(id)])
      return store.subscriptions.get(id)
    },
    'GET /v1/invoices/:id': (_params, id) => store.find(store.invoices, 'invoice', id),
    'GET /v1/payment_intents/:id': (params, id) =>
      showPaymentIntent(store.find(store.paymentIntents, 'payment_intent', id), params),
    'POST /v1/billing_portal/sessions': (params) => {
      const customer = requiredText(params.customer, 'customer')
      if (!store.customers.has(customer)) throw noSuch('customer', customer, 'customer')
      return store.createPortalSession(customer, requiredUrl(params.return_url, 'return_url'))
    },
  }
  const table = Object.entries(routes).map(([route, handler]) => {
    const [method, path] = route.split(' ')
    return { method, pattern: new RegExp(`^${path.replace(':id', '([^/]+)')}$`), handler }
  })

  return (method: string, path: string, params: Params): ApiAnswer => {
    for (const route of table) {
      const match = route.method === method ? route.pattern.exec(path) : null
      if (!match) continue
      try {
        return { status: 200, body: route.handler(params, decodeURIComponent(match[1] ?? '')) }
      } catch (error) {
        if (error instanceof StripeFailure) return { status: error.status, body: error.body }
        throw error
      }
    }
    const unknown = new StripeFailure(404, `Unrecognized request URL (${method}: ${path}).`)
    return { status: 404, body: unknown.body }
  }
}
