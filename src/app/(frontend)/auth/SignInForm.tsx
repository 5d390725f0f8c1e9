'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useActionState, useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { InputField } from '@/components/forms/InputField'
import { Button } from '@/components/ui/button'
import { SIGN_IN_SUCCESS, UNEXPECTED_ERROR } from '@/lib/auth/messages'
import { signInSchema, type SignInValues } from '@/lib/auth/schemas'
import { useViewer } from '@/components/viewer/ViewerProvider'

import { signIn, signInFromForm } from './actions'

/**
 * Sign in. With JavaScript the form checks itself and signs in in place; sent before it runs (or
 * without it) the form posts to signInFromForm, and a refusal comes back on the page with the
 * address kept.
 */
export function SignInForm({ defaultEmail, next = null }: { defaultEmail: string; next?: string | null }) {
  const router = useRouter()
  const viewer = useViewer()
  const [refused, formAction] = useActionState(signInFromForm, null)
  const email = refused?.email ?? defaultEmail
  const { register, handleSubmit, setFocus, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email, password: '' },
  })
  const { errors, isSubmitting } = formState

  // After sign-up the address is filled in: the password is what is left to type.
  useEffect(() => {
    if (defaultEmail) setFocus('password')
  }, [defaultEmail, setFocus])

  const onSubmit = async (values: SignInValues) => {
    const result = await signIn(values).catch(() => ({ ok: false as const, message: UNEXPECTED_ERROR }))
    if (!result.ok) {
      toast.error(result.message)
      return
    }
    toast.success(SIGN_IN_SUCCESS)
    router.push(next ?? '/')
    router.refresh()
    void viewer.refresh()
  }

  return (
    <form action={formAction} onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {next && <input type="hidden" name="next" value={next} />}
      {refused && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refused.message}
        </p>
      )}
      <InputField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        defaultValue={email}
        {...register('email')}
      />
      <InputField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link href="/auth/forgot-password" className="text-sm text-blue-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
