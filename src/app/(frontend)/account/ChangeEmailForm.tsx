'use client'

import { useState } from 'react'

import { InputField } from '@/components/forms/InputField'
import { Notice } from '@/components/auth/Notice'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button } from '@/components/ui/button'
import { changeEmailSchema, type ChangeEmailValues } from '@/lib/account/schemas'

import { changeEmailAction } from './actions'
import { CurrentPasswordField } from './CurrentPasswordField'
import { useAccountForm } from './useAccountForm'

export function ChangeEmailForm({ pendingEmail }: { pendingEmail: string | null }) {
  const [sentTo, setSentTo] = useState(pendingEmail)
  const { form, onSubmit } = useAccountForm<ChangeEmailValues>(changeEmailSchema, { newEmail: '', currentPassword: '' }, changeEmailAction, (values) =>
    setSentTo(values.newEmail.trim().toLowerCase()),
  )
  const { register, formState } = form
  const hydrated = useHydrated()
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change email">
      {sentTo && (
        <Notice tone="info" className="break-words">
          Waiting for you to confirm {sentTo} from the link we sent there.
        </Notice>
      )}
      <InputField id="new-email" label="New email" type="email" autoComplete="email" error={formState.errors.newEmail?.message} {...register('newEmail')} />
      <CurrentPasswordField id="email-current-password" error={formState.errors.currentPassword?.message} registration={register('currentPassword')} />
      <Button type="submit" disabled={!hydrated || formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending link...' : 'Change email'}
      </Button>
    </form>
  )
}
