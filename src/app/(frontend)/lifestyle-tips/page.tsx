import { guideMetadata } from '@/components/guides/guideData'
import { GuidePage } from '@/components/guides/GuidePage'

const SLUG = 'lifestyle-tips'

export const generateMetadata = () => guideMetadata(SLUG)

export default function LifestyleTipsPage() {
  return <GuidePage slug={SLUG} />
}
