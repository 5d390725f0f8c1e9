'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Notice } from '@/components/auth/Notice'
import { useHydrated } from '@/components/auth/useHydrated'
import { InputField } from '@/components/forms/InputField'
import { Button } from '@/components/ui/button'
import { UNEXPECTED_ERROR } from '@/lib/auth/messages'
import { employerSignInSchema } from '@/lib/employers/signInLink'
import { toast } from '@/lib/toast'

import { requestSignInLinkAction } from './actions'

type Values = z.input<typeof employerSignInSchema>

/** "Email me a sign-in link": the answer is the same whether or not the address ever posted. */
export function SignInLinkForm() {
  const [sent, setSent] = useState<string | null>(null)
  const hydrated = useHydrated()
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(employerSignInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  })
  const onSubmit = async (values: Values) => {
    const result = await requestSignInLinkAction(values).catch(() => ({ ok: false as const, message: UNEXPECTED_ERROR, field: undefined }))
    if (!result.ok) {
      if (result.field === 'email') setError('email', { message: result.message })
      else toast.error(result.message)
      return
    }
    setSent(result.message)
  }
  if (sent) {
    return (
      <div className="space-y-4">
        <Notice tone="success">{sent}</Notice>
        <button type="button" onClick={() => setSent(null)} className="text-sm font-medium text-blue-700 hover:underline">
          Use another address
        </button>
      </div>
    )
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <InputField id="employer-email" label="The email you posted with" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
      <Button type="submit" className="w-full" disabled={!hydrated || formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending link...' : 'Email me a sign-in link'}
      </Button>
    </form>
  )
}
