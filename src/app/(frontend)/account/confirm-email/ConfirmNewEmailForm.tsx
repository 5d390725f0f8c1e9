'use client'

import Link from 'next/link'
import { useActionState } from 'react'

import { Notice } from '@/components/auth/Notice'
import { Button, buttonClasses } from '@/components/ui/button'

import { confirmEmailChangeAction } from '../actions'

const OUTCOMES = {
  changed: { tone: 'success', text: 'Your email has changed. Sign in with your new address from now on.' },
  expired: { tone: 'error', text: 'This link has expired. Ask for the change again on your account page.' },
  invalid: { tone: 'error', text: 'This link is not valid any more: it was used, changed, or a newer request replaced it.' },
  taken: { tone: 'error', text: 'Another account uses this address now, so your email was not changed.' },
} as const

export function ConfirmNewEmailForm({ token }: { token: string }) {
  const [outcome, formAction, pending] = useActionState(confirmEmailChangeAction, null)
  if (outcome) {
    return (
      <div className="space-y-4">
        <Notice tone={OUTCOMES[outcome].tone}>{OUTCOMES[outcome].text}</Notice>
        <Link href="/account" className={buttonClasses('outline', 'default', 'w-full')}>
          Go to my account
        </Link>
      </div>
    )
  }
  return (
    <form action={formAction} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Confirming...' : 'Confirm my new email'}
      </Button>
    </form>
  )
}
