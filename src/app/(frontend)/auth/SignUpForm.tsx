'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useActionState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { InputField } from '@/components/forms/InputField'
import { Notice } from '@/components/auth/Notice'
import { Button } from '@/components/ui/button'
import { confirmEmailNotice, SIGN_UP_SUCCESS, UNEXPECTED_ERROR } from '@/lib/auth/messages'
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/passwordRules'
import { signUpSchema, type SignUpValues } from '@/lib/auth/schemas'

import { signUp, signUpFromForm } from './actions'

/** Create an account: in place with JavaScript; without it the form posts to signUpFromForm. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [sent, formAction] = useActionState(signUpFromForm, null)
  const { register, handleSubmit, reset, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: sent?.email ?? '', password: '' },
  })
  const { errors, isSubmitting } = formState

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

  if (sent?.ok) return <Notice tone="info">{confirmEmailNotice(sent.email)}</Notice>

  return (
    <form action={formAction} onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {sent && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {sent.message}
        </p>
      )}
      <InputField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        defaultValue={sent?.email}
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
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  )
}
