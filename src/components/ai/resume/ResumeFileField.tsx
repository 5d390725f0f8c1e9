import { flushSync } from 'react-dom'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { ACCEPT_ATTRIBUTE } from '@/lib/ai/limits'

import { ResumeOffer } from './ResumeOffer'
import type { OfferedResume } from './useResumeFile'

/**
 * The upload: choose a PDF, DOC, DOCX or TXT file; while it is read, say so; remove it again. A
 * resume read earlier in the tab is offered in its place until the visitor answers.
 */
export function ResumeFileField({
  fileName,
  processing,
  inputRef,
  offer,
  onFile,
  onRemove,
}: {
  fileName: string | null
  processing: boolean
  inputRef: React.RefObject<HTMLInputElement | null>
  offer: OfferedResume | null
  onFile: (file: File) => void
  onRemove: () => void
}) {
  // The offer's buttons go with it: focus moves to the upload that takes its place.
  const answer = (action: () => void) => () => {
    flushSync(action)
    inputRef.current?.focus()
  }
  if (offer)
    return (
      <ResumeOffer
        resume={offer.resume}
        onUse={answer(offer.use)}
        onUploadAnother={answer(offer.uploadAnother)}
        onForget={answer(offer.forget)}
      />
    )
  return (
    <div className="space-y-1.5">
      <Label htmlFor="resume-file">Upload your resume (PDF, DOC, DOCX or TXT, up to 20MB)</Label>
      <input
        ref={inputRef}
        id="resume-file"
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        disabled={processing}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) onFile(file)
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:font-medium file:text-blue-800 hover:file:bg-blue-100"
      />
      {processing && (
        <p role="status" className="text-sm text-slate-600">
          Processing your document…
        </p>
      )}
      {fileName && !processing && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <span className="truncate">{fileName}</span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove ${fileName}`}
          >
            Remove
          </Button>
        </p>
      )}
    </div>
  )
}
