import type { ComponentProps } from 'react'

import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function FormField({
  id,
  label,
  error,
  ...inputProps
}: ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  const errorId = `${id}-error`
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
