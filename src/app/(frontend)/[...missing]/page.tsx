import { notFound } from 'next/navigation'

import { payloadClient } from '@/lib/payload'

/** Any path no route claims: log it on the server (the spec), then show the not-found page. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  const payload = await payloadClient().catch(() => null)
  const path = `/${missing.map(decodeURIComponent).join('/')}`
  if (payload) payload.logger.warn(`404 Not Found: ${path}`)
  else console.warn(`404 Not Found: ${path}`)
  notFound()
}
