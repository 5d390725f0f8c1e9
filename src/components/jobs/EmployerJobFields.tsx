'use client'

import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form'

import { fieldAria, FormField } from '@/components/forms/FormField'
import { OptionsSelect } from '@/components/forms/OptionsSelect'
import { TimeZonesField } from '@/components/forms/TimeZonesField'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FIELD_LABELS_OF_EMPLOYER_FORM as LABELS } from '@/lib/jobs/posting/employerFormLabels'
import { JOB_CATEGORIES, JOB_TYPES } from '@/lib/jobs/options'
import { TZ_PRESET_FIELD } from '@/lib/jobs/posting/postingFormData'

/** The job's fields of the employer page's form, for a new post (/post-job) and an edit (/employer/jobs/{id}). */
type JobFieldValues = {
  company_name: string
  job_title: string
  job_description: string
  category: string
  job_type: string
  hiring_locations: string | string[]
  job_url: string
  tz_min_offset?: number | null
  tz_max_offset?: number | null
}

export function EmployerJobFields<Values extends FieldValues & JobFieldValues>({
  form,
  serverErrors = {},
}: {
  form: UseFormReturn<Values, unknown, unknown>
  /** What the server refused in a form sent without JavaScript. */
  serverErrors?: Record<string, string>
}) {
  const { register, formState } = form
  const errors = formState.errors as Partial<Record<keyof JobFieldValues, { message?: string }>>
  const errorOf = (key: keyof JobFieldValues) => errors[key]?.message ?? serverErrors[key]
  const name = (field: keyof JobFieldValues) => field as Path<Values>
  // Rendered with the form's values too, so a page sent back without JavaScript shows them.
  const defaults = (formState.defaultValues ?? {}) as Partial<JobFieldValues>
  const field = (key: keyof JobFieldValues) => ({
    ...fieldAria(`employer-${key}`, errorOf(key)),
    required: true,
    defaultValue: defaults[key] == null ? undefined : String(defaults[key]),
    ...register(name(key)),
  })
  const [tzMin, tzMax] = useWatch({ control: form.control, name: [name('tz_min_offset'), name('tz_max_offset')] }) as [number | null | undefined, number | null | undefined]
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="employer-company_name" label={LABELS.company_name} error={errorOf('company_name')}>
          <Input {...field('company_name')} autoComplete="organization" />
        </FormField>
        <FormField id="employer-job_title" label={LABELS.job_title} error={errorOf('job_title')}>
          <Input {...field('job_title')} />
        </FormField>
      </div>
      <FormField id="employer-job_description" label={LABELS.job_description} error={errorOf('job_description')}>
        <Textarea {...field('job_description')} rows={8} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="employer-category" label={LABELS.category} error={errorOf('category')}>
          <OptionsSelect {...field('category')} options={JOB_CATEGORIES} placeholder="Select a category" />
        </FormField>
        <FormField id="employer-job_type" label={LABELS.job_type} error={errorOf('job_type')}>
          <OptionsSelect {...field('job_type')} options={JOB_TYPES} placeholder="Select an employment type" />
        </FormField>
        <FormField id="employer-hiring_locations" label={LABELS.hiring_locations} error={errorOf('hiring_locations')}>
          <Input {...field('hiring_locations')} placeholder="Worldwide, or e.g. USA, Europe" />
        </FormField>
        <FormField id="employer-job_url" label={LABELS.job_url} error={errorOf('job_url')}>
          <Input {...field('job_url')} type="url" placeholder="https://" />
        </FormField>
      </div>
      <TimeZonesField
        id="employer-tz-range"
        name={TZ_PRESET_FIELD}
        value={{ tz_min_offset: tzMin, tz_max_offset: tzMax }}
        onChange={(range) => {
          form.setValue(name('tz_min_offset'), range.tz_min_offset as Values[Path<Values>])
          form.setValue(name('tz_max_offset'), range.tz_max_offset as Values[Path<Values>])
        }}
        error={errorOf('tz_min_offset') ?? errorOf('tz_max_offset')}
      />
    </>
  )
}
