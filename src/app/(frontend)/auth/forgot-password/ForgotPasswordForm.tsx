'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { InputField } from '@/components/forms/InputField'
import { Notice } from '@/components/auth/Notice'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button } from '@/components/ui/button'
import { RESET_LINK_SENT, UNEXPECTED_ERROR } from '@/lib/auth/messages'
import { forgotPasswordSchema, type ForgotPasswordValues } from '@/lib/auth/schemas'

import { forgotPassword } from '../actions'

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false)
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = formState
  const hydrated = useHydrated()

  const onSubmit = async (values: ForgotPasswordValues) => {
    // The answer is the same whether or not the address has an account; only a limit (the same
    // for every address) or no answer at all is said as it is.
    const result = await forgotPassword(values).catch(() => ({ ok: false as const, message: UNEXPECTED_ERROR }))
    if (!result.ok) {
      toast.error(result.message)
      return
    }
    setSent(true)
  }

  if (sent) {
    return (
      <div className="space-y-4">
        <Notice tone="success">{RESET_LINK_SENT}</Notice>
        <p className="text-sm text-slate-600">
          Nothing arrived after a few minutes? Check your spam folder, or{' '}
          <button
            type="button"
            onClick={() => setSent(false)}
            className="font-medium text-blue-700 hover:underline"
          >
            ask again
          </button>
          .
        </p>
        <Link href="/auth" className="block text-center text-sm text-blue-700 hover:underline">
          Back to Sign In
        </Link>
      </div>
    )
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <InputField
        id="forgot-password-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" className="w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? 'Sending link...' : 'Send reset link'}
      </Button>
      <Link href="/auth" className="block text-center text-sm text-blue-700 hover:underline">
        Back to Sign In
      </Link>
    </form>
  )
}
