'use client'

import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { fieldAria } from '@/components/forms/FormField'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { NEWSLETTER_FAILED } from '@/lib/newsletter/messages'
import type { NewsletterValues } from '@/lib/newsletter/schema'

import { subscribeToNewsletter } from './actions'
import { NewsletterFields, type NewsletterLook } from './NewsletterFields'

export type NewsletterFormProps = NewsletterLook & {
  id: string
  source: 'home' | 'footer'
  /** What the visitor typed before this form loaded and whether they were in the field (read once, as it first renders), and whether they already pressed Subscribe. */
  handOver?: () => { typed: string; focused: boolean }
  submitNow?: boolean
}

/** The newsletter signup (home page and footer): double opt-in through a confirmation email. */
export function NewsletterForm({ id, source, handOver, submitNow = false, ...look }: NewsletterFormProps) {
  const [{ typed, focused }] = useState(() => handOver?.() ?? { typed: '', focused: false })
  const [answer, setAnswer] = useState<{ text: string; error: boolean } | null>(null)
  const { register, handleSubmit, reset, formState, setFocus } = useForm<NewsletterValues>({
    resolver: lazyZodResolver(async () => (await import('@/lib/newsletter/schema')).newsletterSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: typed, source },
  })
  const fieldError = formState.errors.email?.message

  const onSubmit = handleSubmit(async (values: NewsletterValues) => {
    const result = await subscribeToNewsletter(values).catch(() => ({ ok: false as const, message: NEWSLETTER_FAILED }))
    if (result.ok) reset({ email: '', source })
    setAnswer({ text: result.message, error: !result.ok })
  })

  // Swapped in for the page's light form: keep the visitor's place, and their press of Subscribe.
  useEffect(() => {
    if (focused) setFocus('email')
    if (submitNow) void onSubmit()
    // Once, as the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <NewsletterFields
      {...look}
      id={id}
      busy={formState.isSubmitting}
      message={fieldError ? { text: fieldError, error: true } : answer}
      onSubmit={onSubmit}
      input={{ ...fieldAria(id, fieldError), ...register('email', { onChange: () => setAnswer(null) }) }}
    />
  )
}
