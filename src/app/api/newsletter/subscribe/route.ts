import { poolOf } from '@/lib/db/pool'
import { NEWSLETTER_THANKS, newsletterSchema, PER_CLIENT, subscribe } from '@/lib/newsletter/subscribe'
import { payloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit/clientAddress'
import { consumeLimits, retryAfterText } from '@/lib/rateLimit/rateLimit'

/** POST {email}: the same answer whether or not the address was subscribed already. */
export async function POST(request: Request) {
  const body = await request.json().catch(() => ({}))
  const parsed = newsletterSchema.safeParse(body)
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 })
  const payload = await payloadClient()
  const limit = await consumeLimits(poolOf(payload), PER_CLIENT, clientAddress(request.headers))
  if (!limit.allowed) {
    return Response.json(
      { error: `Too many sign-ups from your network. Please try again in ${retryAfterText(limit.retryAfterSeconds)}.` },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  await subscribe(payload, { email: parsed.data.email, source: String(body.source ?? 'website').slice(0, 40) })
  return Response.json({ message: NEWSLETTER_THANKS })
}
