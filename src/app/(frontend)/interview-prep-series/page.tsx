import { guideMetadata } from '@/components/guides/guideData'
import { GuidePage } from '@/components/guides/GuidePage'

const SLUG = 'interview-prep-series'

export const generateMetadata = () => guideMetadata(SLUG)

export default function InterviewPrepSeriesPage() {
  return <GuidePage slug={SLUG} />
}
