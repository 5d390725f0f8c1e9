'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'

import type { AccountResult } from '@/lib/account/schemas'
import { UNEXPECTED_ERROR } from '@/lib/auth/messages'
import { toast } from '@/lib/toast'
import type { z } from '@/lib/validation/zod'

/**
 * An account form: the shared zod schema in the browser, the server action's answer shown as a
 * toast and as field errors; what was typed stays unless the action succeeded.
 */
export const useAccountForm = <T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  action: (values: T) => Promise<AccountResult>,
  onDone?: (values: T) => void,
) => {
  const form = useForm<T>({ resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange', defaultValues })
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await action(values).catch(() => null)
    if (!result) return void toast.error(UNEXPECTED_ERROR)
    if (!result.ok) {
      for (const { path, message } of result.fieldErrors) if (path in (defaultValues as object)) form.setError(path as Path<T>, { message })
      return void toast.error(result.message)
    }
    toast.success(result.message)
    form.reset()
    onDone?.(values)
  })
  return { form, onSubmit }
}
