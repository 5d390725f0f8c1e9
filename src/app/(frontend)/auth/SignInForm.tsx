'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { InputField } from '@/components/forms/InputField'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button } from '@/components/ui/button'
import { SIGN_IN_SUCCESS, UNEXPECTED_ERROR } from '@/lib/auth/messages'
import { signInSchema, type SignInValues } from '@/lib/auth/schemas'
import { useViewer } from '@/components/viewer/ViewerProvider'

import { signIn } from './actions'

export function SignInForm({ defaultEmail, next = null }: { defaultEmail: string; next?: string | null }) {
  const router = useRouter()
  const viewer = useViewer()
  const { register, handleSubmit, setFocus, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: defaultEmail, password: '' },
  })
  const { errors, isSubmitting } = formState
  const hydrated = useHydrated()

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
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <InputField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
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
      <Button type="submit" className="w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
