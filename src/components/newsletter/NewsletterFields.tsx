import type { ComponentProps, FormEventHandler, ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

export type NewsletterLook = { tone?: 'light' | 'dark'; className?: string }

type Props = NewsletterLook & {
  id: string
  input: ComponentProps<'input'>
  busy?: boolean
  message: { text: string; error: boolean } | null
  onSubmit: FormEventHandler<HTMLFormElement>
  onActivate?: () => void
  children?: ReactNode
}

/** The newsletter form's markup: one email field, Subscribe, and a status line for what happened. */
export function NewsletterFields({ id, input, busy, message, onSubmit, onActivate, tone = 'light', className }: Props) {
  return (
    // Without JavaScript a POST reloads the page and keeps the address out of the URL.
    <form method="post" noValidate className={cn('space-y-2', className)} onSubmit={onSubmit} onFocus={onActivate} onPointerEnter={onActivate}>
      <Label htmlFor={id} className={cn(tone === 'dark' && 'text-white')}>
        Email address
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input type="email" required maxLength={254} autoComplete="email" placeholder="you@example.com" className="h-11 sm:flex-1" {...input} />
        <Button type="submit" className="h-11" disabled={busy}>
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
