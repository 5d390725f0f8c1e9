'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { InputField } from '@/components/forms/InputField'
import { Notice } from '@/components/auth/Notice'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button, buttonClasses } from '@/components/ui/button'
import { PASSWORD_CHANGED, UNEXPECTED_ERROR } from '@/lib/auth/messages'
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/passwordRules'
import { resetPasswordSchema, type ResetPasswordValues } from '@/lib/auth/schemas'

import { resetPassword } from '../actions'
import { InvalidResetLink } from './InvalidResetLink'
import { useViewer } from '@/components/viewer/ViewerProvider'

type Outcome = 'changed' | 'invalid-token' | null

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter()
  const viewer = useViewer()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = formState
  const hydrated = useHydrated()

  const onSubmit = async (values: ResetPasswordValues) => {
    const result = await resetPassword(token, values).catch(() => ({ ok: false as const, message: UNEXPECTED_ERROR, invalidLink: false }))
    if (result.ok) {
      setOutcome('changed')
      // Payload ends the account's other sessions on a reset: the header must show it.
      router.refresh()
      void viewer.refresh()
      return
    }
    if (result.invalidLink) setOutcome('invalid-token')
    else toast.error(result.message)
  }

  if (outcome === 'invalid-token') return <InvalidResetLink />

  if (outcome === 'changed') {
    return (
      <div className="space-y-4">
        <Notice tone="success">{PASSWORD_CHANGED}</Notice>
        <Link href="/auth" className={buttonClasses('default', 'default', 'w-full')}>
          Go to Sign In
        </Link>
      </div>
    )
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <InputField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password?.message}
        {...register('password')}
      />
      <InputField
        id="reset-password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? 'Saving password...' : 'Save new password'}
      </Button>
    </form>
  )
}
