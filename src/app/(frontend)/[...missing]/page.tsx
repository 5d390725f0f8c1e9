import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { payloadClient } from '@/lib/payload'
import { logMissingPage, MISSING_PAGE_METADATA } from '@/lib/site/missingPage'

export const metadata: Metadata = MISSING_PAGE_METADATA

/** Any path of two or more segments no route claims (one segment is a guide's: ../[guide]). */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  logMissingPage(await payloadClient().catch(() => null), `/${missing.map(decodeURIComponent).join('/')}`)
  notFound()
}
