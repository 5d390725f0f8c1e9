import { guideMetadata } from '@/components/guides/guideData'
import { GuidePage } from '@/components/guides/GuidePage'

const SLUG = 'remote-skills-guide'

export const generateMetadata = () => guideMetadata(SLUG)

export default function RemoteSkillsGuidePage() {
  return <GuidePage slug={SLUG} />
}
