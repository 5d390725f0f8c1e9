'use client'

import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { fieldAria } from '@/components/forms/FormField'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'
import { NEWSLETTER_FAILED } from '@/lib/newsletter/messages'
import type { NewsletterValues } from '@/lib/newsletter/schema'

import { subscribeToNewsletter } from './actions'

type Props = { source: 'home' | 'footer'; tone?: 'light' | 'dark'; className?: string }

/** The newsletter signup (home page and footer): double opt-in through a confirmation email. */
export function NewsletterForm({ source, tone = 'light', className }: Props) {
  const id = `${useId()}-email`
  const [answer, setAnswer] = useState<{ text: string; error: boolean } | null>(null)
  const { register, handleSubmit, reset, formState } = useForm<NewsletterValues>({
    resolver: lazyZodResolver(async () => (await import('@/lib/newsletter/schema')).newsletterSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', source },
  })
  const fieldError = formState.errors.email?.message
  const message = fieldError ? { text: fieldError, error: true } : answer

  const onSubmit = async (values: NewsletterValues) => {
    const result = await subscribeToNewsletter(values).catch(() => ({ ok: false as const, message: NEWSLETTER_FAILED }))
    if (result.ok) reset({ email: '', source })
    setAnswer({ text: result.message, error: !result.ok })
  }

  return (
    // Without JavaScript a POST reloads the page and keeps the address out of the URL.
    <form method="post" noValidate className={cn('space-y-2', className)} onSubmit={handleSubmit(onSubmit)}>
      <Label htmlFor={id} className={cn(tone === 'dark' && 'text-white')}>
        Email address
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          className="h-11 sm:flex-1"
          {...fieldAria(id, fieldError)}
          {...register('email', { onChange: () => setAnswer(null) })}
        />
        <Button type="submit" className="h-11" disabled={formState.isSubmitting}>
          Subscribe
        </Button>
      </div>
      <p
        id={`${id}-error`}
        role="status"
        className={cn(
          'min-h-5 text-sm font-medium',
          message?.error ? (tone === 'dark' ? 'text-red-300' : 'text-red-700') : tone === 'dark' ? 'text-emerald-300' : 'text-emerald-700',
        )}
      >
        {message?.text}
      </p>
    </form>
  )
}
