import { guideMetadata } from '@/components/guides/guideData'
import { GuidePage } from '@/components/guides/GuidePage'

const SLUG = 'remote-work-tools'

export const generateMetadata = () => guideMetadata(SLUG)

export default function RemoteWorkToolsPage() {
  return <GuidePage slug={SLUG} />
}
