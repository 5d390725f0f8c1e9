'use client'

import Link from 'next/link'
import { useWatch } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { fieldAria, FormField } from '@/components/forms/FormField'
import { OptionsSelect } from '@/components/forms/OptionsSelect'
import { Button, buttonClasses } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { EDUCATION_LEVELS, JOB_CATEGORIES, JOB_TYPES, SCHEDULE_TYPES } from '@/lib/jobs/options'
import { postedText } from '@/lib/jobs/posting/postingTerms'
import { POST_JOB_LIMITS, type PostJobInput, postJobSchema } from '@/lib/jobs/posting/postJobSchema'

import { submitJobAction, submitJobFromForm } from './actions'
import { SalaryFields } from '@/components/forms/SalaryFields'
import { TimeZonesField } from '@/components/forms/TimeZonesField'
import { JobPostHiddenFields, JobPostNotices, useJobPostSubmit } from '@/components/jobs/useJobPostSubmit'
import { TZ_PRESET_FIELD } from '@/lib/jobs/posting/postingFormData'

type Values = PostJobInput

/** The choices (job type, schedule, education, category) start unset: their selects show a prompt. */
const EMPTY = {
  company_name: '',
  company_logo: '',
  job_title: '',
  job_description: '',
  hiring_locations: '',
  job_url: '',
  salary_currency: 'USD',
  salary_period: 'year',
} satisfies Partial<Values>

/**
 * /submit-job. With JavaScript the form checks itself and posts through submitJobAction in place;
 * sent before its script runs (or without one) it posts to submitJobFromForm, and the page comes
 * back with what to fix (or the press that posts it), everything typed still in its fields
 * (src/components/jobs/useJobPostSubmit.tsx).
 */
export function SubmitJobForm() {
  const { form, onSubmit, formAction, back, serverErrors, notices, posted, postedInPlace, startOver } = useJobPostSubmit({
    schema: postJobSchema,
    empty: EMPTY,
    fromForm: submitJobFromForm,
    send: submitJobAction,
    onPosted: (result) => {
      toast.success('Success!', { description: 'Your job posting has been submitted successfully.' })
      window.scrollTo({ top: 0, behavior: 'smooth' })
      return { listed: Boolean(result.job?.listed) }
    },
    shownOf: (sent) => ({ listed: sent.listed }),
  })
  const { register, formState } = form
  const errors = formState.errors
  const description = useWatch({ control: form.control, name: 'job_description' }) ?? ''
  const [tzMin, tzMax] = useWatch({ control: form.control, name: ['tz_min_offset', 'tz_max_offset'] })

  if (posted) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-emerald-200 bg-emerald-50 px-6 py-14 text-center">
        <h2 className="text-2xl font-semibold text-emerald-900">Job Posted Successfully!</h2>
        <p className="max-w-md text-emerald-900">{`Thanks for sharing a remote role. ${postedText(posted.listed)}`}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {postedInPlace ? (
            <Button type="button" onClick={startOver}>
              Post Another Job
            </Button>
          ) : (
            <Link href="/submit-job" className={buttonClasses()}>
              Post Another Job
            </Link>
          )}
          <Link href="/jobs" className={buttonClasses('outline')}>
            View All Jobs
          </Link>
        </div>
      </div>
    )
  }

  const defaults = form.formState.defaultValues ?? {}
  const errorOf = (name: keyof Values) => errors[name]?.message ?? serverErrors[name]
  // The value a field is rendered with too, so a page sent back without JavaScript shows it.
  const field = (name: keyof Values, hint = false) => ({
    ...fieldAria(name, errorOf(name), hint),
    defaultValue: defaults[name] == null ? undefined : String(defaults[name]),
    ...register(name),
  })

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-10">
      <JobPostHiddenFields back={back} honeypotId="website" />

      <fieldset className="space-y-5">
        <legend className="mb-4 text-xl font-semibold">Company</legend>
        <FormField id="company_name" label="Company Name" error={errorOf('company_name')}>
          <Input {...field('company_name')} autoComplete="organization" maxLength={200} />
        </FormField>
        <FormField id="company_logo" label="Company Logo URL" optional error={errorOf('company_logo')}>
          <Input {...field('company_logo')} type="url" inputMode="url" placeholder="https://" maxLength={600} />
        </FormField>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 text-xl font-semibold">Job</legend>
        <FormField id="job_title" label="Job Title" error={errorOf('job_title')}>
          <Input {...field('job_title')} maxLength={300} />
        </FormField>
        <FormField
          id="job_description"
          label="Job Description"
          error={errorOf('job_description')}
          hint={`${description.length} / ${POST_JOB_LIMITS.description.max} characters (minimum ${POST_JOB_LIMITS.description.min})`}
        >
          <Textarea {...field('job_description', true)} rows={10} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="job_type" label="Job Type" error={errorOf('job_type')}>
            <OptionsSelect {...field('job_type')} options={JOB_TYPES} placeholder="Select a job type" />
          </FormField>
          <FormField id="schedule_type" label="Schedule Type" error={errorOf('schedule_type')}>
            <OptionsSelect {...field('schedule_type')} options={SCHEDULE_TYPES} placeholder="Select a schedule type" />
          </FormField>
          <FormField id="education_level" label="Education Level" error={errorOf('education_level')}>
            <OptionsSelect {...field('education_level')} options={EDUCATION_LEVELS} placeholder="Select an education level" />
          </FormField>
          <FormField id="category" label="Category" error={errorOf('category')}>
            <OptionsSelect {...field('category')} options={JOB_CATEGORIES} placeholder="Select a category" />
          </FormField>
        </div>
        <FormField
          id="hiring_locations"
          label="Hiring Locations"
          error={errorOf('hiring_locations')}
          hint="Separate locations with commas. Use Worldwide for global roles."
        >
          <Input {...field('hiring_locations', true)} placeholder="Worldwide, or e.g. USA, Canada, Europe" maxLength={1000} />
        </FormField>
        <TimeZonesField
          id="tz-range"
          name={TZ_PRESET_FIELD}
          value={{ tz_min_offset: tzMin, tz_max_offset: tzMax }}
          onChange={(range) => {
            form.setValue('tz_min_offset', range.tz_min_offset)
            form.setValue('tz_max_offset', range.tz_max_offset)
          }}
          error={errorOf('tz_min_offset') ?? errorOf('tz_max_offset')}
        />
        <FormField
          id="job_url"
          label="Job Application URL"
          error={errorOf('job_url')}
          hint="Link to the specific job posting, not a general careers page."
        >
          <Input {...field('job_url', true)} type="url" inputMode="url" placeholder="https://" maxLength={600} />
        </FormField>
        <SalaryFields form={form} idPrefix="" serverErrors={serverErrors} />
      </fieldset>

      <p className="rounded-lg bg-blue-50 p-4 text-sm text-blue-900">All positions posted here must be 100% remote.</p>

      <JobPostNotices notices={notices} />
      <Button type="submit" size="lg" disabled={formState.isSubmitting} className="w-full sm:w-auto">
        {formState.isSubmitting ? 'Submitting...' : 'Submit Job'}
      </Button>
    </form>
  )
}
