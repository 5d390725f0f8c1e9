'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useActionState, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { toast } from '@/lib/toast'

import { fieldAria, FormField } from '@/components/forms/FormField'
import { EmployerJobFields } from '@/components/jobs/EmployerJobFields'
import { SalaryFields } from '@/components/forms/SalaryFields'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FIELD_LABELS_OF_EMPLOYER_FORM } from '@/lib/jobs/posting/employerFormLabels'
import { employerPostSchema, SUBMIT_FAILED, FORM_NOT_READY } from '@/lib/jobs/posting/postJobSchema'
import { describePostingTerms, ENTITLEMENT_HINT, HELD_FOR_CONFIRMATION, heldPostText, postedText, submitLabel } from '@/lib/jobs/posting/postingTerms'

import { submitEmployerJobAction, submitEmployerJobFromForm, type SubmittedPost } from './actions'
import { type PlanCard, PlanCards } from './PlanCards'
import { SendAgainNotice } from '@/components/forms/SendAgainNotice'
import { useFormToken } from '@/components/forms/useFormToken'

type Values = z.input<typeof employerPostSchema>

/** The category and employment type start unset: their selects show a prompt. */
const EMPTY = {
  company_name: '',
  job_title: '',
  job_description: '',
  hiring_locations: '',
  job_url: '',
  contactEmail: '',
  salary_currency: 'USD',
  salary_period: 'year',
} satisfies Partial<Values>

/** The form's own fields: a server error about any other goes in the toast only. */
const FIELDS = new Set(Object.keys(employerPostSchema.shape))

export const SUBMITTED_MESSAGE = 'Job posting submitted!'
export const SAVED_FOR_PAYMENT = 'Your job posting is saved and waits for payment.'

/**
 * `placesLeft`: the launch special's free places still open; `payments`: Stripe Checkout is on.
 * With JavaScript the form checks itself and posts in place; sent before its script runs (or
 * without one) it posts to submitEmployerJobFromForm, and the page comes back with the post, or
 * with what to fix and everything typed.
 */
export function EmployerPosting({ plans, placesLeft, payments }: { plans: PlanCard[]; placesLeft: number; payments: boolean }) {
  const [sent, formAction] = useActionState(submitEmployerJobFromForm, null)
  const back = sent && !sent.ok ? sent : null
  const serverErrors: Record<string, string> = Object.fromEntries((back?.fieldErrors ?? []).map(({ path, message }) => [path, message]))
  const { token: formToken, setToken: setFormToken, retry: retryFormToken } = useFormToken()
  const [sendAgain, setSendAgain] = useState<string | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [posted, setSubmitted] = useState<SubmittedPost | null>(null)
  const submitted = posted ?? (sent?.ok ? sent.submitted : null)
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const form = useForm<Values, unknown, z.output<typeof employerPostSchema>>({
    resolver: zodResolver(employerPostSchema),
    defaultValues: { ...EMPTY, ...(back?.values as Partial<Values> | undefined) },
    reValidateMode: 'onChange',
  })
  const { register, handleSubmit, formState, setError } = form
  const errors = formState.errors
  const field = (name: keyof Values) => ({
    ...fieldAria(`employer-${name}`, errors[name]?.message ?? serverErrors[name]),
    required: true,
    defaultValue: formState.defaultValues?.[name] == null ? undefined : String(formState.defaultValues[name]),
    ...register(name),
  })

  const onSubmit = handleSubmit(async (_parsed, event) => {
    const website = new FormData(event?.target as HTMLFormElement).get('website')?.toString() ?? ''
    if (!formToken) {
      retryFormToken()
      toast.error('Error', { description: FORM_NOT_READY })
      return
    }
    setSendAgain(null)
    try {
      const planId = selected === null ? null : (plans[selected]?.id ?? null)
      const result = await submitEmployerJobAction(form.getValues(), { idempotencyKey, formToken, website, planId })
      if (!result.ok) {
        if (result.formToken) {
          // Nothing is wrong with the details: the same press again goes through.
          setFormToken(result.formToken)
          setSendAgain(result.message)
          return
        }
        for (const { path, message } of result.fieldErrors) if (FIELDS.has(path)) setError(path as keyof Values, { message })
        toast.error('Error', { description: result.message || SUBMIT_FAILED })
        return
      }
      if (result.payment?.checkoutUrl) {
        // Stripe's page takes the payment and sends the employer back to /post-job/success.
        window.location.assign(result.payment.checkoutUrl)
        return
      }
      setSubmitted({ email: form.getValues('contactEmail').trim(), terms: result.terms ?? null, held: result.held, payment: result.payment, listed: Boolean(result.job?.listed), job: result.job ? { id: result.job.id, title: form.getValues('job_title').trim() } : null })
    } catch {
      toast.error('Error', { description: SUBMIT_FAILED })
    }
  })

  return (
    <div className="space-y-12">
      <section aria-labelledby="plans" className="space-y-6">
        <h2 id="plans" className="text-2xl font-semibold">
          Choose a plan
        </h2>
        <PlanCards plans={plans} selected={selected} onSelect={setSelected} />
        <p className="text-sm text-slate-600">{ENTITLEMENT_HINT}</p>
      </section>

      <section aria-labelledby="post-your-job" className="space-y-6">
        <h2 id="post-your-job" className="text-2xl font-semibold">
          Post Your Job
        </h2>
        {submitted ? (
          <div role="status" className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900">
            <p className="text-lg font-medium">{submitted.held ? HELD_FOR_CONFIRMATION : submitted.payment ? SAVED_FOR_PAYMENT : SUBMITTED_MESSAGE}</p>
            {submitted.job && <p className="break-words font-medium">{`Job #${submitted.job.id}: ${submitted.job.title}`}</p>}
            {submitted.held && <p className="break-words">{heldPostText(submitted.email, submitted.held)}</p>}
            {!submitted.held && !submitted.payment && <p>{postedText(submitted.listed)}</p>}
            {submitted.terms && <p>{describePostingTerms(submitted.terms, submitted.email)}</p>}
            {submitted.payment && (
              <p>
                {submitted.payment.message}{' '}
                <a href={submitted.payment.payLink} className="font-medium underline">
                  Pay for the posting
                </a>
              </p>
            )}
            {!submitted.held && (
              <p className="break-words">{`We emailed these details, with the job's reference number, to ${submitted.email}: confirm your email with the link in it and we will tell you the outcome of the review.`}</p>
            )}
          </div>
        ) : (
          <form action={formAction} onSubmit={onSubmit} className="space-y-5">
            <input type="hidden" name="formToken" value={back?.formToken ?? ''} />
            <input type="hidden" name="idempotencyKey" value={back?.idempotencyKey ?? ''} />
            <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor="employer-website">Website</label>
              <input id="employer-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <EmployerJobFields form={form} serverErrors={serverErrors} />
            <SalaryFields form={form} idPrefix="employer-" serverErrors={serverErrors} />
            <FormField id="employer-contactEmail" label={FIELD_LABELS_OF_EMPLOYER_FORM.contactEmail} error={errors.contactEmail?.message ?? serverErrors.contactEmail}>
              <Input {...field('contactEmail')} type="email" autoComplete="email" />
            </FormField>
            <SendAgainNotice message={sendAgain ?? (back && !back.fieldErrors.length ? back.message : null)} />
            {back && back.fieldErrors.length > 0 && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {`Please correct the ${back.fieldErrors.length === 1 ? 'field' : `${back.fieldErrors.length} fields`} marked above: ${back.message}`}
              </p>
            )}
            <Button type="submit" size="lg" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Submitting...' : submitLabel({ plan: selected === null ? null : (plans[selected] ?? null), placesLeft, payments })}
            </Button>
          </form>
        )}
      </section>
    </div>
  )
}
