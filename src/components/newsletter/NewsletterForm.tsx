'use client'

import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

/** The spec's success message, shown once the address is taken. */
export const NEWSLETTER_THANKS = 'Thanks for subscribing! Check your email for confirmation.'

/**
 * The newsletter signup (home page, later the footer). The spec sends no request yet; the
 * browser's own email validation guards the field.
 */
export function NewsletterForm({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark'
  className?: string
}) {
  const id = useId()
  const [message, setMessage] = useState('')
  return (
    <form
      // Without JavaScript a POST reloads the page and keeps the address out of the URL.
      method="post"
      className={cn('space-y-2', className)}
      onSubmit={(event) => {
        event.preventDefault()
        event.currentTarget.reset()
        setMessage(NEWSLETTER_THANKS)
      }}
    >
      <Label htmlFor={`${id}-email`} className={cn(tone === 'dark' && 'text-white')}>
        Email address
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="h-11 sm:flex-1"
          onChange={() => setMessage('')}
        />
        <Button type="submit" className="h-11">
          Subscribe
        </Button>
      </div>
      <p
        role="status"
        className={cn(
          'min-h-5 text-sm font-medium',
          tone === 'dark' ? 'text-emerald-300' : 'text-emerald-700',
        )}
      >
        {message}
      </p>
    </form>
  )
}
