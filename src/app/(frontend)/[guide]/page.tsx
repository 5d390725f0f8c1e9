import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GuidePage } from '@/components/guides/GuidePage'
import { findGuide, guideMetadata } from '@/components/guides/guideData'
import { publishedGuides } from '@/lib/guides/publishedContent'
import { payloadClient } from '@/lib/payload'
import { logMissingPage, MISSING_PAGE_METADATA } from '@/lib/site/missingPage'

type Props = { params: Promise<{ guide: string }> }

/**
 * Every written guide at /{slug}: the editors' title, lead and sections. A guide with a page of its
 * own (the visa directory, the provider comparisons, the checklist) is served by its folder, which
 * Next prefers to this one; a guide published later is rendered on its first visit, then cached.
 */
export const generateStaticParams = async () =>
  (await publishedGuides(await payloadClient())).map(({ slug }) => ({ guide: slug }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { guide } = await params
  return (await findGuide(guide)) ? guideMetadata(guide) : MISSING_PAGE_METADATA
}

export default async function Guide({ params }: Props) {
  const { guide } = await params
  if (!(await findGuide(guide))) {
    logMissingPage(await payloadClient(), `/${decodeURIComponent(guide)}`)
    notFound()
  }
  return <GuidePage slug={guide} />
}
