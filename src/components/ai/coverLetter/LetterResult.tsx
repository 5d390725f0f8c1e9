import { EngineNotice } from '@/components/ai/EngineNotice'
import { UpgradePrompt } from '@/components/ai/UpgradePrompt'
import { Button } from '@/components/ui/button'
import { LETTER_PREVIEW_TEXT } from '@/lib/ai/messages'
import type { CoverLetterResponse } from '@/lib/ai/schemas/coverLetter'

/** The letter: in full with a download for premium members, blurred with the upgrade otherwise. */
export function LetterResult({
  result,
  onDownload,
  onCopy,
}: {
  result: CoverLetterResponse
  onDownload: () => void
  onCopy: () => void
}) {
  return (
    <section aria-labelledby="letter-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="letter-heading" className="text-xl font-semibold">
          Your cover letter
        </h2>
        {result.fullLetter && (
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={onCopy}>
              Copy
            </Button>
            <Button type="button" variant="outline" onClick={onDownload}>
              Download
            </Button>
          </div>
        )}
      </div>
      <EngineNotice notice={result.notice} />
      {result.fullLetter && /,$/.test(result.fullLetter.trim()) && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          No name signs this letter: neither the form nor your resume gave one. Type yours under Your name and generate it again.
        </p>
      )}
      {result.fullLetter ? (
        <div
          className="whitespace-pre-wrap rounded-xl border border-slate-200 bg-white p-6 text-sm leading-relaxed"
          data-testid="cover-letter"
        >
          {result.fullLetter}
        </div>
      ) : (
        <div className="relative">
          <div
            aria-hidden="true"
            className="select-none whitespace-pre-wrap rounded-xl border border-slate-200 bg-white p-6 text-sm leading-relaxed blur-sm"
          >
            {result.preview}
          </div>
          <UpgradePrompt
            text={LETTER_PREVIEW_TEXT}
            className="absolute inset-x-6 top-1/2 -translate-y-1/2 shadow-lg"
          />
        </div>
      )}
    </section>
  )
}
