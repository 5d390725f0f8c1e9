import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { payloadClient } from '@/lib/payload'

/**
 * The not-found page's own title: without it the browser, once the page is interactive, takes
 * the site's default title from this segment (the server-rendered HTML had the right one).
 */
export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** Any path no route claims: log it on the server (the spec), then show the not-found page. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  const payload = await payloadClient().catch(() => null)
  const path = `/${missing.map(decodeURIComponent).join('/')}`
  if (payload) payload.logger.warn(`404 Not Found: ${path}`)
  else console.warn(`404 Not Found: ${path}`)
  notFound()
}
