'use client'

import { InputField } from '@/components/forms/InputField'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button } from '@/components/ui/button'
import { changePasswordSchema, type ChangePasswordValues } from '@/lib/account/schemas'
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/passwordRules'

import { changePasswordAction } from './actions'
import { CurrentPasswordField } from './CurrentPasswordField'
import { useAccountForm } from './useAccountForm'

export function ChangePasswordForm() {
  const { form, onSubmit } = useAccountForm<ChangePasswordValues>(changePasswordSchema, { currentPassword: '', newPassword: '' }, changePasswordAction)
  const { register, formState } = form
  const hydrated = useHydrated()
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      <CurrentPasswordField id="password-current-password" error={formState.errors.currentPassword?.message} registration={register('currentPassword')} />
      <InputField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" disabled={!hydrated || formState.isSubmitting}>
        {formState.isSubmitting ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  )
}
