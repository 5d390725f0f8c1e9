import type { ReactNode } from 'react'

import { AffiliateNotice } from '@/components/guides/AffiliateNotice'
import { GuideHeader } from '@/components/guides/GuideHeader'
import { GuideSections } from '@/components/guides/GuideSections'
import { loadGuide } from '@/components/guides/guideData'

import type { ProviderCardProps } from './ProviderCard'
import { ProviderGrid } from './ProviderGrid'

/** A comparison page: the guide's sections with the provider cards (and table) in their places. */
export async function ProviderGuidePage({
  slug,
  providers,
  comparison,
}: {
  slug: string
  providers: ProviderCardProps[]
  comparison?: ReactNode
}) {
  const guide = await loadGuide(slug)
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <GuideHeader title={guide.title} description={guide.description}>
        <AffiliateNotice />
      </GuideHeader>
      <GuideSections
        sections={guide.sections}
        slots={{ directory: <ProviderGrid providers={providers} />, comparison }}
      />
    </div>
  )
}
