import type Stripe from 'stripe'

import { formatAmount } from './objects'
import type { Store } from './store'

/** A hosted page's answer: HTML to show, or a 303 to `location`. */
export type PageAnswer = { status: number; html?: string; location?: string }

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

const page = (status: number, title: string, body: string): PageAnswer => ({
  status,
  html: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
li{display:flex;justify-content:space-between;gap:1rem}button{font-size:1rem;padding:.5rem 2rem}</style></head>
<body><main><h1>${escape(title)}</h1>
${body}
</main></body>
</html>`,
})

const statusNames: Record<string, string> = {
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
}

const redirect = (location: string): PageAnswer => ({ status: 303, location })

const notFound = (what: string) => page(404, 'Not found', `<p>No such ${escape(what)}.</p>`)

const itemList = (items: Stripe.LineItem[]) =>
  `<ul>${items
    .map(
      (item) =>
        `<li><span>${escape(item.description ?? '')} × ${item.quantity}</span> <span>${formatAmount(item.amount_total, item.currency)}${item.price?.recurring ? ` per ${item.price.recurring.interval}` : ''}</span></li>`,
    )
    .join('')}</ul>`

const sessionTotal = (session: Stripe.Checkout.Session) =>
  `<p>Total <strong>${formatAmount(session.amount_total ?? 0, session.currency ?? 'usd')}</strong></p>`

/**
 * The pages a buyer's browser sees on Stripe: checkout (`/checkout/:id`, Pay and Cancel), the
 * billing portal (`/portal/:id`) and receipts (`/receipts/:id`). Pay and Cancel subscription hand
 * their events to `deliver` and redirect once it is done. Null for a path that is no page.
 */
export const createPages = (store: Store, deliver: (events: Stripe.Event[]) => Promise<void>) => {
  const checkout = (session: Stripe.Checkout.Session) => {
    if (session.status !== 'open') {
      return page(
        200,
        `Checkout ${session.status}`,
        `<p>This checkout session is ${session.status}.</p>`,
      )
    }
    const payer = session.customer_email ?? store.customers.get(String(session.customer))?.email
    return page(
      200,
      'Checkout',
      `${payer ? `<p>Paying as ${escape(payer)}</p>` : ''}
${itemList(session.line_items?.data ?? [])}
${sessionTotal(session)}
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
${session.cancel_url ? `<p><a href="/checkout/${session.id}/cancel">Cancel</a></p>` : ''}`,
    )
  }

  const pay = async (session: Stripe.Checkout.Session) => {
    if (session.status !== 'open') {
      return page(
        409,
        'Payment refused',
        `<p>This checkout session is already ${session.status}.</p>`,
      )
    }
    await deliver(store.completeSession(session.id))
    return redirect(String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id))
  }

  const productsOf = (subscription: Stripe.Subscription) => {
    const origin = [...store.sessions.values()].find(
      (session) => session.subscription === subscription.id,
    )
    return origin?.line_items?.data.map((item) => item.description).join(', ') || 'Subscription'
  }

  const subscriptionsOf = (customer: string) =>
    [...store.subscriptions.values()].filter((subscription) => subscription.customer === customer)

  const section = (subscription: Stripe.Subscription, portalId: string) => {
    const { current_period_end: end } = subscription.items.data[0]
    const state =
      subscription.status === 'canceled'
        ? `Canceled on ${day(subscription.ended_at ?? end)}`
        : `${statusNames[subscription.status] ?? subscription.status}, ${subscription.cancel_at_period_end ? 'ends' : 'renews'} on ${day(end)}`
    const cancel =
      subscription.status === 'canceled'
        ? ''
        : `<form method="post" action="/portal/${portalId}/cancel"><input type="hidden" name="subscription" value="${subscription.id}"><button type="submit">Cancel subscription</button></form>`
    return `<section><h2>${escape(productsOf(subscription))}</h2><p>${escape(state)}</p>${cancel}</section>`
  }

  const portal = (session: Stripe.BillingPortal.Session) => {
    const subscriptions = subscriptionsOf(session.customer)
    return page(
      200,
      'Billing',
      `${subscriptions.map((subscription) => section(subscription, session.id)).join('\n') || '<p>No subscriptions.</p>'}
<p><a href="${escape(session.return_url ?? '/')}">Return</a></p>`,
    )
  }

  const cancel = async (session: Stripe.BillingPortal.Session, form: Record<string, unknown>) => {
    const live = subscriptionsOf(session.customer).filter(
      (subscription) => subscription.status !== 'canceled',
    )
    const chosen = form.subscription
      ? live.find((subscription) => subscription.id === form.subscription)
      : live[0]
    if (!chosen)
      return page(409, 'Nothing to cancel', '<p>This customer has no such live subscription.</p>')
    await deliver([store.cancelSubscription(chosen.id)])
    return redirect(session.return_url ?? '/')
  }

  const receipt = (id: string) => {
    const session = store.sessions.get(id)
    if (session?.payment_status === 'paid') {
      return page(
        200,
        'Receipt',
        `${itemList(session.line_items?.data ?? [])}${sessionTotal(session)}<p>Paid</p>`,
      )
    }
    const invoice = store.invoices.get(id)
    if (!invoice) return notFound('receipt')
    const { start, end } = invoice.lines.data[0].period
    return page(
      200,
      'Invoice',
      `<p>${formatAmount(invoice.amount_due, invoice.currency)} for ${day(start)} to ${day(end)}</p><p>${escape(String(invoice.status))}</p>`,
    )
  }

  return async (method: string, path: string, form: Record<string, unknown>) => {
    const [, kind, id, action] =
      /^\/(checkout|portal|receipts)\/([^/]+)(?:\/([a-z]+))?$/.exec(path) ?? []
    const route = `${method} ${kind}${action ? `/${action}` : ''}`
    if (kind === 'checkout') {
      const session = store.sessions.get(id)
      if (!session) return notFound('checkout session')
      if (route === 'GET checkout') return checkout(session)
      if (route === 'POST checkout/pay') return pay(session)
      if (route === 'GET checkout/cancel' && session.cancel_url) return redirect(session.cancel_url)
    }
    if (kind === 'portal') {
      const session = store.portalSessions.get(id)
      if (!session) return notFound('billing portal session')
      if (route === 'GET portal') return portal(session)
      if (route === 'POST portal/cancel') return cancel(session, form)
    }
    if (route === 'GET receipts') return receipt(id)
    return null
  }
}
