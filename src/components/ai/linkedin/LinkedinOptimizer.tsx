'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { EngineNotice } from '@/components/ai/EngineNotice'
import { postAiJson, toastError, toastFailure, toastInvalid, toastSuccess } from '@/components/ai/errorToast'
import { UpgradePrompt } from '@/components/ai/UpgradePrompt'
import { InputField } from '@/components/forms/InputField'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { LINKEDIN_ABOUT_MAX, LINKEDIN_HEADLINE_MAX } from '@/lib/ai/limits'
import {
  ANALYSIS_COMPLETE,
  FAILED_TO_ANALYZE,
  MISSING_LINKEDIN,
  PREMIUM_FEATURE,
} from '@/lib/ai/messages'
import { type LinkedinInput, linkedinInput, type LinkedinResponse } from '@/lib/ai/schemas/linkedin'
import { useViewer } from '@/components/viewer/ViewerProvider'

/** The LinkedIn optimizer: headline and About in, an analysis and suggestions out. Premium only. */
export function LinkedinOptimizer() {
  const hydrated = useHydrated()
  // The viewer's plan once known (the server refuses free visitors with 403 either way).
  const premium = useViewer().viewer?.premium ?? true
  const [result, setResult] = useState<LinkedinResponse | null>(null)
  const [locked, setLocked] = useState(false)
  const { register, handleSubmit, control, formState } = useForm<LinkedinInput>({
    resolver: zodResolver(linkedinInput),
    defaultValues: { headline: '', summary: '' },
  })
  const [headline = '', summary = ''] = useWatch({ control, name: ['headline', 'summary'] })
  const { errors, isSubmitting } = formState

  const showPremiumOnly = () => {
    setLocked(true)
    toastError(PREMIUM_FEATURE.title, PREMIUM_FEATURE.text)
  }

  const onSubmit = async (values: LinkedinInput) => {
    if (!premium) return showPremiumOnly()
    try {
      const { ok, status, data } = await postAiJson<LinkedinResponse>(
        '/api/ai/linkedin-optimizer',
        values,
      )
      if (status === 403) return showPremiumOnly()
      if (status === 400 && data.title)
        return void toastError(data.title, data.error ?? MISSING_LINKEDIN.text)
      if (!ok || !data.analysis) return void toastFailure(FAILED_TO_ANALYZE)
      setResult(data)
      toastSuccess(ANALYSIS_COMPLETE)
    } catch {
      toastFailure(FAILED_TO_ANALYZE)
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        onSubmit={handleSubmit(onSubmit, (invalid) => toastInvalid(invalid, MISSING_LINKEDIN))}
        noValidate
        className="space-y-4"
        aria-label="LinkedIn profile"
      >
        <div>
          <InputField
            id="headline"
            label="Headline"
            placeholder="e.g. Senior Product Designer | Design Systems | Remote"
            error={errors.headline?.message}
            {...register('headline')}
          />
          <p className="mt-1 text-xs text-slate-500">
            {headline.length} / {LINKEDIN_HEADLINE_MAX} characters
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="summary">About (summary)</Label>
          <Textarea
            id="summary"
            className="min-h-48"
            placeholder="Paste the About section of your profile."
            aria-invalid={errors.summary ? true : undefined}
            aria-describedby={errors.summary ? 'summary-error' : undefined}
            {...register('summary')}
          />
          <p className="text-xs text-slate-500">
            {summary.length.toLocaleString('en-US')} / {LINKEDIN_ABOUT_MAX.toLocaleString('en-US')}{' '}
            characters
          </p>
          <FieldError id="summary-error" message={errors.summary?.message} />
        </div>
        <Button type="submit" className="w-full" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Analyzing...' : 'Analyze Profile'}
        </Button>
      </form>
      <div className="space-y-4">
        {(locked || !premium) && !result && <UpgradePrompt text={PREMIUM_FEATURE.text} />}
        {result && (
          <section
            aria-labelledby="linkedin-analysis"
            className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id="linkedin-analysis" className="text-xl font-semibold">
              Analysis
            </h2>
            <EngineNotice notice={result.notice} />
            <p className="text-sm leading-relaxed">{result.analysis}</p>
            <h3 className="font-semibold">Suggestions</h3>
            <ol className="list-decimal space-y-2 pl-5 text-sm">
              {result.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </div>
  )
}
