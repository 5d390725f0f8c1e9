import { subscribeFromSite } from '@/lib/newsletter/subscribe'
import { payloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

/** POST {email, source}: the same answer whether or not the address was subscribed already. */
export async function POST(request: Request) {
  const body: unknown = await request.json().catch(() => ({}))
  const answer = await subscribeFromSite(await payloadClient(), body ?? {}, clientAddress(request.headers))
  if (answer.ok) return Response.json({ message: answer.message })
  const headers = answer.retryAfterSeconds ? { 'Retry-After': String(answer.retryAfterSeconds) } : undefined
  return Response.json({ error: answer.error }, { status: answer.status, headers })
}
