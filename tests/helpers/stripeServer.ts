import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Stripe from 'stripe'

import { createApi } from './stripe/api'
import { StripeFailure } from './stripe/errors'
import { decodeForm } from './stripe/formBody'
import { createPages, type PageAnswer } from './stripe/hostedPages'
import { newId } from './stripe/objects'
import { createStore } from './stripe/store'
import { createDelivery, signEvent } from './stripe/webhooks'

/** One API call as the fake received it; `body` holds its decoded parameters (the query's for GET and DELETE). */
export type StripeRequest = {
  method: string
  path: string
  body: Record<string, unknown>
  idempotencyKey?: string
  authorization?: string
}

/**
 * A loopback Stripe: the API the `stripe` SDK calls, the hosted checkout and billing-portal pages a
 * browser clicks through, and webhook delivery. The maps hold the live objects; the methods make
 * the changes Stripe would make on its own and return the events it would send, for the test to
 * `sign` and post (the hosted pages and API calls deliver theirs to `webhookUrl` themselves).
 */
export type FakeStripe = {
  /** `http://127.0.0.1:PORT`: what the app gets as STRIPE_API_BASE. */
  url: string
  /** The `whsec_…` secret events are signed with. */
  webhookSecret: string
  sessions: Map<string, Stripe.Checkout.Session>
  customers: Map<string, Stripe.Customer>
  subscriptions: Map<string, Stripe.Subscription>
  portalSessions: Map<string, Stripe.BillingPortal.Session>
  invoices: Map<string, Stripe.Invoice>
  /** Every `/v1` call, in the order received. */
  requests: StripeRequest[]
  /**
   * Pays an open session: status 'complete', payment_status 'paid' and customer_details; a payment
   * session gets a payment intent whose charge has a receipt on the fake, a subscription session a
   * customer (when it had none), an active subscription (periods on its items, one interval long)
   * and a paid invoice. Returns checkout.session.completed, then for subscriptions
   * customer.subscription.created and invoice.paid.
   */
  completeSession(id: string): Stripe.Event[]
  /** Expires an open session: checkout.session.expired. */
  expireSession(id: string): Stripe.Event
  /**
   * Bills the next period: its items' periods move an interval on and a paid invoice is made;
   * after `failPayment` the open invoice is paid instead and the period stays. Returns
   * customer.subscription.updated and invoice.paid, or, when it was set to cancel at period end,
   * customer.subscription.deleted.
   */
  renewSubscription(id: string): Stripe.Event[]
  /**
   * A renewal whose charge fails: the period moves on with an open invoice and status 'past_due'.
   * Returns invoice.payment_failed and customer.subscription.updated (only invoice.payment_failed
   * when the invoice was already open).
   */
  failPayment(id: string): Stripe.Event[]
  /** Cancels now: status 'canceled', canceled_at and ended_at set; customer.subscription.deleted. */
  cancelSubscription(id: string): Stripe.Event
  /** A body and Stripe-Signature header exactly as Stripe sends them, signed with `secret` (the fake's by default). */
  sign(event: Stripe.Event, secret?: string): { body: string; signature: string }
  /**
   * Where events are POSTed, signed (Stripe-Signature, application/json), one at a time in order:
   * those of the hosted pages before they redirect, those of API calls after the answer.
   */
  webhookUrl: string | null
  /** Each delivery's event type and answer status (0 when no answer came). */
  deliveries: Array<{ type: string; status: number }>
  /** Resolves once every delivery started so far has been answered. */
  settled(): Promise<void>
  stop(): Promise<void>
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

const sendJson = (response: ServerResponse, status: number, json: string, replayed = false) => {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': newId('req_', 14),
    ...(replayed && { 'Idempotent-Replayed': 'true' }),
  })
  response.end(json)
}

const sendPage = (response: ServerResponse, answer: PageAnswer) => {
  if (answer.location) response.writeHead(answer.status, { Location: answer.location })
  else response.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' })
  response.end(answer.html)
}

const refusal = (status: number, message: string) =>
  JSON.stringify(new StripeFailure(status, message).body)

const authProblem = (authorization: string | undefined) => {
  if (!authorization) {
    return "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
  }
  if (!/^Bearer sk_\S+$/.test(authorization)) {
    return `Invalid API Key provided: ${authorization.replace(/^Bearer\s*/, '')}`
  }
  return null
}

/** Starts a fake Stripe on 127.0.0.1 (`port`, or any free one). */
export const startFakeStripe = async (
  options: { port?: number; webhookUrl?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> => {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy()
      sendJson(
        response,
        500,
        JSON.stringify({ error: { type: 'api_error', message: String(error) } }),
      )
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const store = createStore(url)
  const fake: FakeStripe = {
    url,
    webhookSecret: options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`,
    sessions: store.sessions,
    customers: store.customers,
    subscriptions: store.subscriptions,
    portalSessions: store.portalSessions,
    invoices: store.invoices,
    requests: [],
    completeSession: store.completeSession,
    expireSession: store.expireSession,
    renewSubscription: store.renewSubscription,
    failPayment: store.failPayment,
    cancelSubscription: store.cancelSubscription,
    sign: (event, secret = fake.webhookSecret) => signEvent(event, secret),
    webhookUrl: options.webhookUrl ?? null,
    deliveries: [],
    settled: () => delivery.settled(),
    stop: async () => {
      await delivery.settled()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
  const delivery = createDelivery(fake)
  const answerApi = createApi(store, (events) => void delivery.deliver(events))
  const answerPage = createPages(store, delivery.deliver)
  const replays = new Map<string, { call: string; status: number; json: string }>()

  const api = (request: IncomingMessage, response: ServerResponse, url: URL, text: string) => {
    const method = request.method ?? 'GET'
    const idempotencyKey = header(request, 'idempotency-key')
    const authorization = header(request, 'authorization')
    const body = { ...decodeForm(url.search.slice(1)), ...decodeForm(text) }
    fake.requests.push({
      method,
      path: url.pathname,
      body,
      ...(idempotencyKey && { idempotencyKey }),
      ...(authorization && { authorization }),
    })
    const problem = authProblem(authorization)
    if (problem) return sendJson(response, 401, refusal(401, problem))
    const call = JSON.stringify([method, url.pathname, body])
    const earlier = method === 'POST' && idempotencyKey ? replays.get(idempotencyKey) : undefined
    if (earlier && earlier.call !== call) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`
      return sendJson(
        response,
        400,
        JSON.stringify({ error: { type: 'idempotency_error', message } }),
      )
    }
    if (earlier) return sendJson(response, earlier.status, earlier.json, true)
    const answer = answerApi(method, url.pathname, body)
    const json = JSON.stringify(answer.body)
    if (method === 'POST' && idempotencyKey && answer.status === 200) {
      replays.set(idempotencyKey, { call, status: answer.status, json })
    }
    sendJson(response, answer.status, json)
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', fake.url)
    const text = await readBody(request)
    if (url.pathname.startsWith('/v1/')) return api(request, response, url, text)
    const answer = await answerPage(request.method ?? 'GET', url.pathname, decodeForm(text))
    if (answer) return sendPage(response, answer)
    sendJson(
      response,
      404,
      refusal(404, `Unrecognized request URL (${request.method}: ${url.pathname}).`),
    )
  }

  return fake
}
