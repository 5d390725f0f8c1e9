'use client'

import { useRouter } from 'next/navigation'

import { useHydrated } from '@/components/auth/useHydrated'
import { Button } from '@/components/ui/button'
import { deleteAccountSchema, type DeleteAccountValues } from '@/lib/account/schemas'

import { deleteAccountAction } from './actions'
import { CurrentPasswordField } from './CurrentPasswordField'
import { useAccountForm } from './useAccountForm'
import { useViewer } from '@/components/viewer/ViewerProvider'

export function DeleteAccountForm() {
  const router = useRouter()
  const viewer = useViewer()
  const { form, onSubmit } = useAccountForm<DeleteAccountValues>(deleteAccountSchema, { currentPassword: '' }, deleteAccountAction, () => {
    router.replace('/')
    router.refresh()
    void viewer.refresh()
  })
  const { register, formState } = form
  const hydrated = useHydrated()
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Delete my account">
      <CurrentPasswordField id="delete-current-password" error={formState.errors.currentPassword?.message} registration={register('currentPassword')} />
      <Button type="submit" variant="destructive" disabled={!hydrated || formState.isSubmitting}>
        {formState.isSubmitting ? 'Deleting account...' : 'Delete my account'}
      </Button>
    </form>
  )
}
