import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { ACCEPT_ATTRIBUTE } from '@/lib/ai/limits'

/** The upload: choose a PDF, DOC, DOCX or TXT file; while it is read, say so; remove it again. */
export function ResumeFileField({
  fileName,
  processing,
  inputRef,
  onFile,
  onRemove,
}: {
  fileName: string | null
  processing: boolean
  inputRef: React.RefObject<HTMLInputElement | null>
  onFile: (file: File) => void
  onRemove: () => void
}) {
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
