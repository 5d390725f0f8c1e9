import { AffiliateNotice } from '@/components/guides/AffiliateNotice'
import { GuideHeader } from '@/components/guides/GuideHeader'
import { GuideSections } from '@/components/guides/GuideSections'
import { guideMetadata, loadGuide } from '@/components/guides/guideData'
import { BackToTopButton } from '@/components/resources/BackToTopButton'
import { ResourceSections } from '@/components/resources/ResourceSections'
import { resourceSections } from '@/lib/guides/resourceTree'
import { payloadClient } from '@/lib/payload'

const SLUG = 'resources'

export const generateMetadata = () => guideMetadata(SLUG)

export default async function ResourcesPage() {
  const [guide, sections] = await Promise.all([
    loadGuide(SLUG),
    resourceSections(await payloadClient()),
  ])
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <GuideHeader title={guide.title} description={guide.description}>
        <AffiliateNotice page="resources" />
      </GuideHeader>
      <GuideSections
        sections={guide.sections}
        slots={{ directory: <ResourceSections sections={sections} /> }}
      />
      <BackToTopButton />
    </div>
  )
}
