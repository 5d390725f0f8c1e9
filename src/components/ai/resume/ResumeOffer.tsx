import { Button } from '@/components/ui/button'
import type { SessionResume } from '@/lib/ai/resume/sessionResume'

/** When the resume was read: the time today, the date and time on another day. */
const readWhen = (readAt: number) => {
  const today = new Date().toDateString() === new Date(readAt).toDateString()
  return new Intl.DateTimeFormat(
    undefined,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(readAt)
}

/**
 * In place of the upload, once a resume was read earlier in the tab: use it, upload another, or
 * forget it. Nothing is filled in until the visitor chooses.
 */
export function ResumeOffer({
  resume,
  onUse,
  onUploadAnother,
  onForget,
}: {
  resume: SessionResume
  onUse: () => void
  onUploadAnother: () => void
  onForget: () => void
}) {
  return (
    <div
      role="group"
      aria-labelledby="resume-offer-question"
      aria-describedby="resume-offer-kept"
      className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900"
    >
      <p id="resume-offer-question">
        <span className="font-semibold">Use the resume you uploaded earlier?</span>{' '}
        <span className="break-all">{resume.fileName}</span>, read {readWhen(resume.readAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onUse}>
          Use this resume
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onUploadAnother}>
          Upload another
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onForget}>
          Forget it
        </Button>
      </div>
      <p id="resume-offer-kept" className="text-xs text-blue-800">
        Kept in this browser tab only, until you close it.
      </p>
    </div>
  )
}
