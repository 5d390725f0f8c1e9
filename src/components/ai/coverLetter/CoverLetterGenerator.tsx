'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { postAiJson, toastError, toastFailure, toastInvalid, toastSuccess } from '@/components/ai/errorToast'
import { ResumeFileField } from '@/components/ai/resume/ResumeFileField'
import { useResumeFile } from '@/components/ai/resume/useResumeFile'
import { TailoringNote } from '@/components/ai/tailoring/TailoringNote'
import { InputField } from '@/components/forms/InputField'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import {
  FAILED_TO_GENERATE_LETTER,
  LETTER_PREVIEW_TEXT,
  MISSING_COVER_LETTER,
  PREVIEW_GENERATED,
  SUCCESS,
} from '@/lib/ai/messages'
import type { TailorJob } from '@/lib/ai/jobs/tailorJob'
import { COVER_LETTER_TONES } from '@/lib/ai/options'
import {
  type CoverLetterInput,
  coverLetterInput,
  type CoverLetterResponse,
} from '@/lib/ai/schemas/coverLetter'

import { copyLetter, downloadLetter } from './downloadLetter'
import { LetterResult } from './LetterResult'

/**
 * The cover letter generator: job title and company (required), tone, notes and, optionally, the
 * resume whose achievements the letter draws on; then the letter. Opened for a job of the board,
 * its title and company are filled in and the letter answers its posting.
 */
export function CoverLetterGenerator({ job = null }: { job?: TailorJob | 'missing' | null }) {
  const hydrated = useHydrated()
  const [result, setResult] = useState<CoverLetterResponse | null>(null)
  const [company, setCompany] = useState('')
  const listed = job && job !== 'missing' ? job : null
  const { register, handleSubmit, formState, setValue } = useForm<CoverLetterInput>({
    resolver: zodResolver(coverLetterInput),
    defaultValues: {
      jobTitle: listed?.title ?? '',
      companyName: listed?.company ?? '',
      tone: 'professional',
      additionalInfo: '',
      yourName: '',
      resumeText: '',
      jobId: listed?.id,
    },
  })
  const { errors, isSubmitting } = formState
  const [tailoring, setTailoring] = useState(job)
  const detachJob = () => {
    setTailoring(null)
    setValue('jobId', undefined)
  }

  const file = useResumeFile((text) => setValue('resumeText', text))

  const onSubmit = async (values: CoverLetterInput) => {
    try {
      const { ok, status, data } = await postAiJson<CoverLetterResponse>(
        '/api/ai/generate-cover-letter',
        values,
      )
      if (status === 400 && data.title)
        return void toastError(data.title, data.error ?? MISSING_COVER_LETTER.text)
      // The job went off the board since the page opened: say so and go on without it.
      if (status === 404 && data.title) {
        detachJob()
        return void toastError(data.title, data.error ?? '')
      }
      if (!ok || !data.preview) return void toastFailure(FAILED_TO_GENERATE_LETTER)
      setResult(data)
      setCompany(values.companyName)
      if (data.fullLetter) toastSuccess(SUCCESS, 'Your cover letter is ready.')
      else toastSuccess(PREVIEW_GENERATED, LETTER_PREVIEW_TEXT)
    } catch {
      toastFailure(FAILED_TO_GENERATE_LETTER)
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        onSubmit={handleSubmit(onSubmit, (invalid) => toastInvalid(invalid, MISSING_COVER_LETTER))}
        noValidate
        className="space-y-4"
        aria-label="Cover letter details"
      >
        {tailoring && <TailoringNote job={tailoring} purpose="Writing to" onDetach={detachJob} />}
        <InputField
          id="job-title"
          label="Job title"
          placeholder="e.g. Customer Success Manager"
          error={errors.jobTitle?.message}
          {...register('jobTitle')}
        />
        <InputField
          id="company-name"
          label="Company name"
          placeholder="e.g. Acme Remote"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <InputField
          id="your-name"
          label="Your name (optional: it signs the letter)"
          placeholder="e.g. Ana Silva"
          autoComplete="name"
          error={errors.yourName?.message}
          {...register('yourName')}
        />
        <div className="space-y-1.5">
          <Label htmlFor="tone">Tone</Label>
          <NativeSelect id="tone" {...register('tone')}>
            {COVER_LETTER_TONES.map((tone) => (
              <option key={tone.id} value={tone.id}>
                {tone.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="additional-info">Additional information (optional)</Label>
          <Textarea
            id="additional-info"
            className="min-h-32"
            placeholder="Your experience, achievements and why this company: the more specific, the better the letter."
            {...register('additionalInfo')}
          />
        </div>
        <ResumeFileField
          fileName={file.fileName}
          processing={file.processing}
          inputRef={file.inputRef}
          offer={file.offer}
          onFile={file.onFile}
          onRemove={() => {
            file.clear()
            setValue('resumeText', '')
          }}
        />
        <div className="space-y-1.5">
          <Label htmlFor="letter-resume-text">Your resume (optional)</Label>
          <Textarea
            id="letter-resume-text"
            className="min-h-32 font-mono text-xs"
            placeholder="Paste your resume, or upload it above: the letter then picks your achievements that fit the job."
            aria-invalid={errors.resumeText ? true : undefined}
            aria-describedby={errors.resumeText ? 'letter-resume-text-error' : undefined}
            {...register('resumeText')}
          />
          <FieldError id="letter-resume-text-error" message={errors.resumeText?.message} />
        </div>
        <Button type="submit" className="w-full" disabled={!hydrated || isSubmitting || file.processing}>
          {isSubmitting ? 'Generating...' : 'Generate Cover Letter'}
        </Button>
      </form>
      <div>
        {result ? (
          <LetterResult
            result={result}
            onDownload={() => result.fullLetter && downloadLetter(result.fullLetter, company)}
            onCopy={() => result.fullLetter && copyLetter(result.fullLetter)}
          />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            Your letter will appear here.
          </div>
        )}
      </div>
    </div>
  )
}
