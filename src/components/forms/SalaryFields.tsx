'use client'

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { fieldAria, FormField } from '@/components/forms/FormField'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { POST_JOB_LIMITS } from '@/lib/jobs/posting/fieldLimits'
import { SALARY_CURRENCIES, SALARY_PERIOD_LABELS, SALARY_PERIODS } from '@/lib/jobs/posting/postedSalary'

type SalaryValues = {
  salary_min?: number | null
  salary_max?: number | null
  salary_currency?: string | null
  salary_period?: string | null
  salary_range?: string | null
}

/** An empty amount field is no amount, not zero. */
const amount = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value))

/**
 * "Salary (optional)": a range (either end may stay empty), its currency and period, and words
 * for what numbers do not say. Both posting forms; the board shows it on the card and the pay
 * filter reads it (src/lib/jobs/posting/postedSalary.ts). `idPrefix` keeps two forms' ids apart.
 */
export function SalaryFields<Values extends FieldValues & SalaryValues>({
  form,
  idPrefix,
  serverErrors = {},
}: {
  form: UseFormReturn<Values, unknown, unknown>
  idPrefix: string
  /** What the server refused in a form sent without JavaScript. */
  serverErrors?: Record<string, string>
}) {
  const { register, formState } = form
  const fieldErrors = formState.errors as Partial<Record<keyof SalaryValues, { message?: string }>>
  const errors = Object.fromEntries(
    (['salary_min', 'salary_max', 'salary_currency', 'salary_period', 'salary_range'] as const).map((field) => [
      field,
      { message: fieldErrors[field]?.message ?? serverErrors[field] },
    ]),
  ) as Record<keyof SalaryValues, { message?: string }>
  // Rendered with the form's values too, so a page sent back without JavaScript shows them.
  const defaults = (formState.defaultValues ?? {}) as SalaryValues
  const shown = (field: keyof SalaryValues) => (defaults[field] == null ? undefined : String(defaults[field]))
  const name = (field: keyof SalaryValues) => field as Path<Values>
  const id = (field: keyof SalaryValues) => `${idPrefix}${field}`
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">
        Salary <span className="font-normal text-slate-500">(optional: jobs with pay shown get more applicants)</span>
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <FormField id={id('salary_min')} label="From" error={errors.salary_min?.message}>
          <Input {...fieldAria(id('salary_min'), errors.salary_min?.message)} defaultValue={shown('salary_min')} {...register(name('salary_min'), { setValueAs: amount })} type="number" inputMode="numeric" min={1} step={1} placeholder="e.g. 80000" />
        </FormField>
        <FormField id={id('salary_max')} label="To" error={errors.salary_max?.message}>
          <Input {...fieldAria(id('salary_max'), errors.salary_max?.message)} defaultValue={shown('salary_max')} {...register(name('salary_max'), { setValueAs: amount })} type="number" inputMode="numeric" min={1} step={1} placeholder="e.g. 100000" />
        </FormField>
        <FormField id={id('salary_currency')} label="Currency" error={errors.salary_currency?.message}>
          <NativeSelect {...fieldAria(id('salary_currency'), errors.salary_currency?.message)} defaultValue={shown('salary_currency')} {...register(name('salary_currency'))}>
            {SALARY_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id('salary_period')} label="Paid" error={errors.salary_period?.message}>
          <NativeSelect {...fieldAria(id('salary_period'), errors.salary_period?.message)} defaultValue={shown('salary_period')} {...register(name('salary_period'))}>
            {SALARY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {SALARY_PERIOD_LABELS[period]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={id('salary_range')} label="Other pay details" optional error={errors.salary_range?.message}>
        <Input {...fieldAria(id('salary_range'), errors.salary_range?.message)} defaultValue={shown('salary_range')} {...register(name('salary_range'))} maxLength={POST_JOB_LIMITS.salary.textMax} placeholder="e.g. + equity, or Competitive" />
      </FormField>
    </fieldset>
  )
}
