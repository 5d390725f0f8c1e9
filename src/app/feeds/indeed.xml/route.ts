import { poolOf } from '@/lib/db/pool'
import { admitFullFeed, feedGate } from '@/lib/feeds/feedGate'
import { indeedFeedStream } from '@/lib/feeds/indeedFeed'
import { parseListingParams } from '@/lib/jobs/listing/parseListingParams'
import { payloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit/clientAddress'
import { siteUrl } from '@/lib/site/siteUrl'

export const dynamic = 'force-dynamic'

const gate = feedGate()

const refusal = (status: 429 | 503, message: string, retryAfterSeconds: number) =>
  new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(retryAfterSeconds) } })

/**
 * Every listed job in the aggregators' XML job-feed format (docs/feeds.md), streamed; takes the
 * /jobs filters (e.g. /feeds/indeed.xml?category=Design).
 */
export async function GET(request: Request) {
  const pool = poolOf(await payloadClient())
  const limit = await admitFullFeed(pool, clientAddress(request.headers))
  if (!limit.allowed) return refusal(429, 'Too many feed requests from your network. Please try again later.', limit.retryAfterSeconds)
  const free = gate.open()
  if (!free) return refusal(503, 'The feed is being sent to other readers. Please try again in a minute.', 60)
  // A reader that goes away frees its place, whether or not the stream hears of it.
  request.signal.addEventListener('abort', free, { once: true })
  const params = { ...parseListingParams(new URL(request.url).searchParams), tab: 'all' as const, page: 1 }
  return new Response(indeedFeedStream(pool, params, { site: siteUrl(), onEnd: free }), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=900',
      // A feed for aggregators, not a page for search results.
      'X-Robots-Tag': 'noindex',
    },
  })
}
