'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { InputField } from '@/components/forms/InputField'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button } from '@/components/ui/button'
import { SIGN_UP_SUCCESS, UNEXPECTED_ERROR } from '@/lib/auth/messages'
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/passwordRules'
import { signUpSchema, type SignUpValues } from '@/lib/auth/schemas'

import { signUp } from './actions'

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { register, handleSubmit, reset, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = formState
  const hydrated = useHydrated()

  const onSubmit = async (values: SignUpValues) => {
    const result = await signUp(values).catch(() => null)
    if (!result?.ok) {
      toast.error(result?.message ?? UNEXPECTED_ERROR)
      return
    }
    toast.success(SIGN_UP_SUCCESS)
    reset()
    onSignedUp(values.email)
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <InputField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <InputField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  )
}
