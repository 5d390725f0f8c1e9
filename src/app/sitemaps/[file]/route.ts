import { poolOf } from '@/lib/db/pool'
import { companyUrls, jobUrls, SITEMAP_PAGES, urlset } from '@/lib/feeds/sitemap'
import { publishedGuides } from '@/lib/guides/publishedContent'
import { payloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/site/siteUrl'

export const dynamic = 'force-dynamic'

const xml = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const site = siteUrl()
  const payload = await payloadClient()
  if (file === 'pages.xml') {
    const guides = await publishedGuides(payload)
    return xml(
      urlset([
        ...SITEMAP_PAGES.map((path) => ({ loc: `${site}${path === '/' ? '' : path}` })),
        ...guides.map((guide) => ({ loc: `${site}/${guide.slug}`, lastmod: guide.updatedAt })),
      ]),
    )
  }
  const pool = poolOf(payload)
  if (file === 'companies.xml') return xml(urlset(await companyUrls(pool, site)))
  const chunk = /^jobs-(\d{1,5})\.xml$/.exec(file)
  if (chunk && Number(chunk[1]) >= 1) {
    const urls = await jobUrls(pool, site, Number(chunk[1]))
    if (urls.length) return xml(urlset(urls))
  }
  return new Response('Not Found', { status: 404 })
}
