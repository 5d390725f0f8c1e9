import { request } from 'node:http'
import Stripe from 'stripe'

/** A webhook body and its `Stripe-Signature` header, as Stripe sends them (pretty-printed JSON). */
export const signEvent = (event: Stripe.Event, secret: string) => {
  const body = JSON.stringify(event, null, 2)
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) }
}

const post = (url: string, body: string, signature: string) =>
  new Promise<number>((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: false,
        timeout: 30_000,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
      },
      (response) => {
        response.on('close', () => resolve(response.statusCode ?? 0))
        response.resume()
      },
    )
    outgoing.on('timeout', () => outgoing.destroy())
    outgoing.on('error', () => resolve(0))
    outgoing.end(body)
  })

type Target = {
  webhookUrl: string | null
  webhookSecret: string
  deliveries: Array<{ type: string; status: number }>
}

/**
 * Sends events to `target.webhookUrl`, signed with `target.webhookSecret`, one at a time in the
 * order given, each answer's status (0 when none came) added to `target.deliveries`.
 */
export const createDelivery = (target: Target) => {
  let queue = Promise.resolve()
  const deliver = (events: Stripe.Event[]) => {
    const run = queue.then(async () => {
      for (const event of events) {
        if (!target.webhookUrl) return
        const { body, signature } = signEvent(event, target.webhookSecret)
        target.deliveries.push({
          type: event.type,
          status: await post(target.webhookUrl, body, signature),
        })
      }
    })
    queue = run.catch(() => undefined)
    return run
  }
  return { deliver, settled: () => queue }
}
