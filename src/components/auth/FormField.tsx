import type { ComponentProps } from 'react'

import { fieldAria, FormField as Field } from '@/components/forms/FormField'
import { Input } from '@/components/ui/input'

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function FormField({ id, label, error, ...inputProps }: ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  return (
    <Field id={id} label={label} error={error}>
      <Input {...fieldAria(id, error)} {...inputProps} />
    </Field>
  )
}
