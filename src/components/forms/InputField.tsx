import type { ComponentProps } from 'react'

import { fieldAria, FormField } from '@/components/forms/FormField'
import { Input } from '@/components/ui/input'

/** The common FormField: a labelled text input whose error is announced and tied to it. */
export function InputField({ id, label, error, ...inputProps }: ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input {...fieldAria(id, error)} {...inputProps} />
    </FormField>
  )
}
