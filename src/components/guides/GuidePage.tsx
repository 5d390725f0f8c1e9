import type { ReactNode } from 'react'

import { GuideHeader } from './GuideHeader'
import { GuideSections } from './GuideSections'
import { loadGuide } from './guideData'

/** A written guide: title, lead and the editors' sections. */
export async function GuidePage({ slug, actions }: { slug: string; actions?: ReactNode }) {
  const guide = await loadGuide(slug)
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <GuideHeader title={guide.title} description={guide.description}>
        {actions}
      </GuideHeader>
      <GuideSections sections={guide.sections} />
    </div>
  )
}
