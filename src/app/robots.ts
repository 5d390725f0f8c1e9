import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/site/siteUrl'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    // The Apply buttons' counting redirects (/jobs/{slug}/apply) are for people, not crawlers; so
    // are an employer's own pages.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/auth', '/employer', '/jobs/*/apply'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
