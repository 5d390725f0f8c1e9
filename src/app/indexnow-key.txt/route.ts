import { indexNowKey } from '@/lib/searchEngines/searchEngineConfig'

export const dynamic = 'force-dynamic'

/**
 * The site's IndexNow key, which every submission names as its keyLocation: IndexNow fetches it to
 * check the site is ours (docs/search-engines.md). 404 while IndexNow is off.
 */
export async function GET() {
  const key = indexNowKey()
  if (!key)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  return new Response(key, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
