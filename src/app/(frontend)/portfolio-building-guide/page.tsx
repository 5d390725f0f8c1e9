import { guideMetadata } from '@/components/guides/guideData'
import { GuidePage } from '@/components/guides/GuidePage'

const SLUG = 'portfolio-building-guide'

export const generateMetadata = () => guideMetadata(SLUG)

export default function PortfolioBuildingGuidePage() {
  return <GuidePage slug={SLUG} />
}
