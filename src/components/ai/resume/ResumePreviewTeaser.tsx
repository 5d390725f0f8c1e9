import { UpgradePrompt } from '@/components/ai/UpgradePrompt'
import { RESUME_PREVIEW_TEXT } from '@/lib/ai/messages'
import type { ResumePreview } from '@/lib/ai/schemas/resume'

/** A free visitor's result: the score and what the full version would change, then the upgrade. */
export function ResumePreviewTeaser({ preview }: { preview: ResumePreview }) {
  return (
    <section
      aria-labelledby="resume-preview-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="resume-preview-heading" className="text-xl font-semibold">
        Preview for {preview.targetRole}
      </h2>
      <p className="text-3xl font-bold text-blue-800">
        {preview.matchScore}%{' '}
        <span className="text-base font-medium text-slate-600">keyword match</span>
      </p>
      <p className="text-sm">{preview.summary}</p>
      <p className="text-sm text-slate-700">
        The full version adds {preview.missingKeywordCount} missing keywords to consider and
        rewrites {preview.suggestionCount} bullets.
      </p>
      <UpgradePrompt text={RESUME_PREVIEW_TEXT} />
    </section>
  )
}
