import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/site/siteUrl'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/auth'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
