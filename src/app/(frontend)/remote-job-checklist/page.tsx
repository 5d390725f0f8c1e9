import { guideMetadata } from '@/components/guides/guideData'
import { GuidePage } from '@/components/guides/GuidePage'

import { PrintChecklistButton } from './PrintChecklistButton'
import './print.css'

const SLUG = 'remote-job-checklist'

export const generateMetadata = () => guideMetadata(SLUG)

export default function RemoteJobChecklistPage() {
  return (
    <div data-print-checklist>
      <GuidePage slug={SLUG} actions={<PrintChecklistButton />} />
    </div>
  )
}
