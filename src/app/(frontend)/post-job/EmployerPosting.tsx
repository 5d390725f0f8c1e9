'use client'

import { useState } from 'react'
import type { z } from 'zod'

import { fieldAria, FormField } from '@/components/forms/FormField'
import { EmployerJobFields } from '@/components/jobs/EmployerJobFields'
import { SalaryFields } from '@/components/forms/SalaryFields'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FIELD_LABELS_OF_EMPLOYER_FORM } from '@/lib/jobs/posting/employerFormLabels'
import { employerPostSchema } from '@/lib/jobs/posting/postJobSchema'
import { describePostingTerms, ENTITLEMENT_HINT, HELD_FOR_CONFIRMATION, heldPostText, postedText, submitLabel } from '@/lib/jobs/posting/postingTerms'

import { submitEmployerJobAction, submitEmployerJobFromForm, type SubmittedPost } from './actions'
import { type PlanCard, PlanCards } from './PlanCards'
import { JobPostHiddenFields, JobPostNotices, useJobPostSubmit } from '@/components/jobs/useJobPostSubmit'

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

export const SUBMITTED_MESSAGE = 'Job posting submitted!'
export const SAVED_FOR_PAYMENT = 'Your job posting is saved and waits for payment.'

/**
 * `placesLeft`: the launch special's free places still open; `payments`: Stripe Checkout is on.
 * With JavaScript the form checks itself and posts in place; sent before its script runs (or
 * without one) it posts to submitEmployerJobFromForm, and the page comes back with the post, or
 * with what to fix and everything typed (src/components/jobs/useJobPostSubmit.tsx). A server
 * error about a field the form does not have goes in the toast only.
 */
export function EmployerPosting({ plans, placesLeft, payments }: { plans: PlanCard[]; placesLeft: number; payments: boolean }) {
  const [selected, setSelected] = useState<number | null>(null)
  const { form, onSubmit, formAction, back, serverErrors, notices, posted: submitted } = useJobPostSubmit({
    schema: employerPostSchema,
    empty: EMPTY,
    fromForm: submitEmployerJobFromForm,
    send: (values, meta) => submitEmployerJobAction(values, { ...meta, planId: selected === null ? null : (plans[selected]?.id ?? null) }),
    onPosted: (result, values): SubmittedPost | null => {
      if (result.payment?.checkoutUrl) {
        // Stripe's page takes the payment and sends the employer back to /post-job/success.
        window.location.assign(result.payment.checkoutUrl)
        return null
      }
      return { email: values.contactEmail.trim(), terms: result.terms ?? null, held: result.held, payment: result.payment, listed: Boolean(result.job?.listed), job: result.job ? { id: result.job.id, title: values.job_title.trim() } : null }
    },
    shownOf: (sent) => sent.submitted,
  })
  const { register, formState } = form
  const errors = formState.errors
  const field = (name: keyof Values) => ({
    ...fieldAria(`employer-${name}`, errors[name]?.message ?? serverErrors[name]),
    required: true,
    defaultValue: formState.defaultValues?.[name] == null ? undefined : String(formState.defaultValues[name]),
    ...register(name),
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
            <JobPostHiddenFields back={back} honeypotId="employer-website" />
            <EmployerJobFields form={form} serverErrors={serverErrors} />
            <SalaryFields form={form} idPrefix="employer-" serverErrors={serverErrors} />
            <FormField id="employer-contactEmail" label={FIELD_LABELS_OF_EMPLOYER_FORM.contactEmail} error={errors.contactEmail?.message ?? serverErrors.contactEmail}>
              <Input {...field('contactEmail')} type="email" autoComplete="email" />
            </FormField>
            <JobPostNotices notices={notices} />
            <Button type="submit" size="lg" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Submitting...' : submitLabel({ plan: selected === null ? null : (plans[selected] ?? null), placesLeft, payments })}
            </Button>
          </form>
        )}
      </section>
    </div>
  )
}
