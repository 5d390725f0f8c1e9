'use client'

import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'
import { NEWSLETTER_THANKS } from '@/lib/newsletter/messages'


type Props = { source: 'home' | 'footer'; tone?: 'light' | 'dark'; className?: string }

/** The newsletter signup (home page and footer): double opt-in through a confirmation email. */
export function NewsletterForm({ source, tone = 'light', className }: Props) {
  const id = useId()
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <form
      // Without JavaScript a POST reloads the page and keeps the address out of the URL.
      method="post"
      className={cn('space-y-2', className)}
      onSubmit={async (event) => {
        event.preventDefault()
        const form = event.currentTarget
        const email = new FormData(form).get('email')?.toString() ?? ''
        setBusy(true)
        try {
          const response = await fetch('/api/newsletter/subscribe', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email, source }),
          })
          const body = await response.json().catch(() => ({}))
          if (!response.ok) {
            setMessage({ text: body.error ?? 'Could not subscribe. Please try again.', error: true })
            return
          }
          form.reset()
          setMessage({ text: body.message ?? NEWSLETTER_THANKS, error: false })
        } catch {
          setMessage({ text: 'Could not subscribe. Please check your connection and try again.', error: true })
        } finally {
          setBusy(false)
        }
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
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          className="h-11 sm:flex-1"
          onChange={() => setMessage(null)}
        />
        <Button type="submit" className="h-11" disabled={busy}>
          Subscribe
        </Button>
      </div>
      <p
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
