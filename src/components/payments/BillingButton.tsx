'use client'

import { useActionState, useId } from 'react'

import { useHydrated } from '@/components/auth/useHydrated'
import { Button, type ButtonProps } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** A failed attempt says why, and hands a fresh attempt id (Stripe remembers an id's failure). */
export type BillingActionState = { message: string; attempt?: string } | null

type Props = {
  action: (state: BillingActionState, form: FormData) => Promise<BillingActionState>
  label: string
  pendingLabel: string
  /** The page view's attempt id, sent as `attempt`: one Stripe session however often it is pressed. */
  attempt?: string
  /** Other fields the action reads, e.g. the pay key of an employer's post. */
  fields?: Record<string, string>
  variant?: ButtonProps['variant']
  className?: string
}

/**
 * A button that takes the visitor to Stripe (Checkout or the billing portal): its server action
 * redirects there, or answers why it could not, said under the button. It waits for React: the
 * site's forms may only post to the site itself, so a native post could not follow to Stripe.
 */
export function BillingButton({ action, label, pendingLabel, attempt, fields = {}, variant = 'default', className }: Props) {
  const [state, formAction, pending] = useActionState(action, null)
  const hydrated = useHydrated()
  const statusId = useId()
  const message = pending ? '' : (state?.message ?? '')
  return (
    <form action={formAction} className={cn('space-y-2', className)}>
      {attempt && <input type="hidden" name="attempt" value={state?.attempt ?? attempt} />}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} className="w-full" disabled={!hydrated || pending} aria-describedby={message ? statusId : undefined}>
        {pending ? pendingLabel : label}
      </Button>
      <p id={statusId} role="alert" className="text-sm text-red-700">
        {message}
      </p>
    </form>
  )
}
