import { guideMetadata } from '@/components/guides/guideData'
import { GuidePage } from '@/components/guides/GuidePage'

const SLUG = 'remote-resume-tips'

export const generateMetadata = () => guideMetadata(SLUG)

export default function RemoteResumeTipsPage() {
  return <GuidePage slug={SLUG} />
}
