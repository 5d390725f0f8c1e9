import { guideMetadata } from '@/components/guides/guideData'
import { GuidePage } from '@/components/guides/GuidePage'

const SLUG = 'cover-letter-samples'

export const generateMetadata = () => guideMetadata(SLUG)

export default function CoverLetterSamplesPage() {
  return <GuidePage slug={SLUG} />
}
