'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { type FieldErrors, useForm, useWatch } from 'react-hook-form'

import { EngineNotice } from '@/components/ai/EngineNotice'
import { TailoringNote } from '@/components/ai/tailoring/TailoringNote'
import { postAiJson, toastError, toastFailure, toastInvalid, toastSuccess } from '@/components/ai/errorToast'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import {
  FAILED_TO_OPTIMIZE,
  MISSING_RESUME,
  PREVIEW_GENERATED,
  RESUME_PREVIEW_TEXT,
  SUCCESS,
} from '@/lib/ai/messages'
import type { TailorJob } from '@/lib/ai/jobs/tailorJob'
import type { ResumeTemplateId } from '@/lib/ai/options'
import { parseResumeText } from '@/lib/ai/resume/parseResumeText'
import {
  type OptimizeResumeInput,
  optimizeResumeInput,
  type OptimizeResumeResponse,
} from '@/lib/ai/schemas/resume'

import { printResume } from './printResume'
import { ResumeAnalysis } from './ResumeAnalysis'
import { ResumeDocument } from './ResumeDocument'
import { ResumeFileField } from './ResumeFileField'
import { ResumePreviewTeaser } from './ResumePreviewTeaser'
import { TemplatePicker } from './TemplatePicker'
import { useResumeFile } from './useResumeFile'

/**
 * The resume builder: paste or upload a resume, name the target role, optimize, pick a template
 * and download. The preview parses the text locally as it is typed; premium members see the
 * optimized resume in it, free visitors a preview of what optimizing changes. Opened for a job of
 * the board, the target role is its title and the match is against its posting.
 */
export function ResumeBuilder({ job = null }: { job?: TailorJob | 'missing' | null }) {
  const hydrated = useHydrated()
  const [template, setTemplate] = useState<ResumeTemplateId>('modern')
  const [result, setResult] = useState<OptimizeResumeResponse | null>(null)
  // The candidate's own summary in place of the suggested one, in the preview and the PDF.
  const [keepOwnSummary, setKeepOwnSummary] = useState(false)
  const { register, handleSubmit, setValue, control, formState } = useForm<OptimizeResumeInput>({
    resolver: zodResolver(optimizeResumeInput),
    defaultValues: { resumeText: '', targetRole: job && job !== 'missing' ? job.title : '', jobId: job && job !== 'missing' ? job.id : undefined },
  })
  const [tailoring, setTailoring] = useState(job)
  const detachJob = () => {
    setTailoring(null)
    setValue('jobId', undefined)
  }
  const resumeText = useWatch({ control, name: 'resumeText' })
  const localResume = useMemo(() => parseResumeText(resumeText ?? ''), [resumeText])
  const fullResume = result && 'fullResume' in result ? result.fullResume : null
  const shownResume = fullResume && keepOwnSummary && fullResume.originalSummary ? { ...fullResume, summary: fullResume.originalSummary } : fullResume

  const file = useResumeFile((text) => setValue('resumeText', text, { shouldValidate: formState.isSubmitted }))

  const onRemove = () => {
    file.clear()
    setValue('resumeText', '')
    setResult(null)
  }

  const onSubmit = async (values: OptimizeResumeInput) => {
    try {
      const { ok, status, data } = await postAiJson<OptimizeResumeResponse>(
        '/api/ai/optimize-resume',
        values,
      )
      if (status === 400 && data.title)
        return void toastError(data.title, data.error ?? MISSING_RESUME.text)
      // The job went off the board since the page opened: say so and go on without it.
      if (status === 404 && data.title) {
        detachJob()
        return void toastError(data.title, data.error ?? '')
      }
      if (!ok) return void toastFailure(FAILED_TO_OPTIMIZE)
      setResult(data)
      setKeepOwnSummary(false)
      if ('fullResume' in data)
        toastSuccess(SUCCESS, `Your resume is optimized for ${values.targetRole.trim()}.`)
      else toastSuccess(PREVIEW_GENERATED, RESUME_PREVIEW_TEXT)
    } catch {
      toastFailure(FAILED_TO_OPTIMIZE)
    }
  }

  const onInvalid = (invalid: FieldErrors<OptimizeResumeInput>) => toastInvalid(invalid, MISSING_RESUME)

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        onSubmit={handleSubmit(onSubmit, onInvalid)}
        noValidate
        className="space-y-5"
        aria-label="Resume builder"
      >
        {tailoring && <TailoringNote job={tailoring} purpose="Tailoring to" onDetach={detachJob} />}
        <ResumeFileField
          fileName={file.fileName}
          processing={file.processing}
          inputRef={file.inputRef}
          offer={file.offer}
          onFile={file.onFile}
          onRemove={onRemove}
        />
        <div className="space-y-1.5">
          <Label htmlFor="resume-text">Resume text</Label>
          <Textarea
            id="resume-text"
            className="min-h-[250px] font-mono text-xs"
            placeholder="Paste your resume here, or upload a file above."
            aria-invalid={formState.errors.resumeText ? true : undefined}
            aria-describedby={formState.errors.resumeText ? 'resume-text-error' : undefined}
            {...register('resumeText')}
          />
          <FieldError id="resume-text-error" message={formState.errors.resumeText?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="target-role">Target role</Label>
          <Input
            id="target-role"
            placeholder="e.g. Senior Frontend Engineer"
            aria-invalid={formState.errors.targetRole ? true : undefined}
            aria-describedby={formState.errors.targetRole ? 'target-role-error' : undefined}
            {...register('targetRole')}
          />
          <FieldError id="target-role-error" message={formState.errors.targetRole?.message} />
        </div>
        <TemplatePicker value={template} onChange={setTemplate} />
        <Button
          type="submit"
          className="w-full"
          disabled={!hydrated || formState.isSubmitting || file.processing}
        >
          {formState.isSubmitting ? 'Optimizing...' : 'Optimize Resume'}
        </Button>
      </form>

      <div className="space-y-5">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">Preview</h2>
          {fullResume && (
            <Button
              type="button"
              variant="outline"
              onClick={() => printResume(`${fullResume.name || 'Resume'} – Resume`)}
            >
              Download PDF
            </Button>
          )}
        </div>
        <EngineNotice notice={result?.notice} />
        <ResumeDocument resume={shownResume ?? localResume} template={template} />
        {fullResume && <ResumeAnalysis resume={fullResume} keepOwnSummary={keepOwnSummary} onKeepOwnSummary={setKeepOwnSummary} />}
        {result && !fullResume && <ResumePreviewTeaser preview={result.preview} />}
      </div>
    </div>
  )
}
