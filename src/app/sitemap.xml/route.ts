import { poolOf } from '@/lib/db/pool'
import { sitemapFiles, sitemapIndex } from '@/lib/feeds/sitemap'
import { payloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/site/siteUrl'

export const dynamic = 'force-dynamic'

/** A sitemap index: pages, companies, and listed jobs in files of 10,000. */
export async function GET() {
  const files = await sitemapFiles(poolOf(await payloadClient()), siteUrl())
  return new Response(sitemapIndex(files), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
