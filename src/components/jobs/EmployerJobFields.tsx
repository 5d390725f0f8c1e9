'use client'

import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form'

import { fieldAria, FormField } from '@/components/forms/FormField'
import { OptionsSelect } from '@/components/forms/OptionsSelect'
import { TimeZonesField } from '@/components/forms/TimeZonesField'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FIELD_LABELS_OF_EMPLOYER_FORM as LABELS } from '@/lib/jobs/employerFormLabels'
import { JOB_CATEGORIES, JOB_TYPES } from '@/lib/jobs/options'

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

export function EmployerJobFields<Values extends FieldValues & JobFieldValues>({ form }: { form: UseFormReturn<Values, unknown, unknown> }) {
  const { register, formState } = form
  const errors = formState.errors as Partial<Record<keyof JobFieldValues, { message?: string }>>
  const name = (field: keyof JobFieldValues) => field as Path<Values>
  const field = (key: keyof JobFieldValues) => ({ ...fieldAria(`employer-${key}`, errors[key]?.message), required: true, ...register(name(key)) })
  const [tzMin, tzMax] = useWatch({ control: form.control, name: [name('tz_min_offset'), name('tz_max_offset')] }) as [number | null | undefined, number | null | undefined]
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="employer-company_name" label={LABELS.company_name} error={errors.company_name?.message}>
          <Input {...field('company_name')} autoComplete="organization" />
        </FormField>
        <FormField id="employer-job_title" label={LABELS.job_title} error={errors.job_title?.message}>
          <Input {...field('job_title')} />
        </FormField>
      </div>
      <FormField id="employer-job_description" label={LABELS.job_description} error={errors.job_description?.message}>
        <Textarea {...field('job_description')} rows={8} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="employer-category" label={LABELS.category} error={errors.category?.message}>
          <OptionsSelect {...field('category')} options={JOB_CATEGORIES} placeholder="Select a category" />
        </FormField>
        <FormField id="employer-job_type" label={LABELS.job_type} error={errors.job_type?.message}>
          <OptionsSelect {...field('job_type')} options={JOB_TYPES} placeholder="Select an employment type" />
        </FormField>
        <FormField id="employer-hiring_locations" label={LABELS.hiring_locations} error={errors.hiring_locations?.message}>
          <Input {...field('hiring_locations')} placeholder="Worldwide, or e.g. USA, Europe" />
        </FormField>
        <FormField id="employer-job_url" label={LABELS.job_url} error={errors.job_url?.message}>
          <Input {...field('job_url')} type="url" placeholder="https://" />
        </FormField>
      </div>
      <TimeZonesField
        id="employer-tz-range"
        value={{ tz_min_offset: tzMin, tz_max_offset: tzMax }}
        onChange={(range) => {
          form.setValue(name('tz_min_offset'), range.tz_min_offset as Values[Path<Values>])
          form.setValue(name('tz_max_offset'), range.tz_max_offset as Values[Path<Values>])
        }}
        error={errors.tz_min_offset?.message ?? errors.tz_max_offset?.message}
      />
    </>
  )
}
