import { guideMetadata } from '@/components/guides/guideData'
import { GuidePage } from '@/components/guides/GuidePage'

const SLUG = 'career-resources'

export const generateMetadata = () => guideMetadata(SLUG)

export default function CareerResourcesPage() {
  return <GuidePage slug={SLUG} />
}
