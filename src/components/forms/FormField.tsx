import type { ReactNode } from 'react'

import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'

type Props = { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode; optional?: boolean }

/** A label, the control, an optional hint and the field's error, tied together for screen readers. */
export function FormField({ id, label, error, hint, children, optional }: Props) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** aria attributes of a control inside a FormField. */
export const fieldAria = (id: string, error?: string, hint?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined,
})
