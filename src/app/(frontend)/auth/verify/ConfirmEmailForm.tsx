'use client'

import Link from 'next/link'
import { useActionState } from 'react'

import { Notice } from '@/components/auth/Notice'
import { Button, buttonClasses } from '@/components/ui/button'
import { CONFIRMATION_FAILED, EMAIL_CONFIRMED } from '@/lib/auth/messages'

import { confirmEmail } from './actions'
import { InvalidConfirmationLink } from './InvalidConfirmationLink'

export function ConfirmEmailForm({ token }: { token: string }) {
  const [result, formAction, pending] = useActionState(confirmEmail, null)

  if (result === 'confirmed') {
    return (
      <div className="space-y-4">
        <Notice tone="success">{EMAIL_CONFIRMED}</Notice>
        <Link href="/auth" className={buttonClasses('default', 'default', 'w-full')}>
          Go to Sign In
        </Link>
      </div>
    )
  }

  if (result === 'invalid') return <InvalidConfirmationLink />

  return (
    <form action={formAction} className="space-y-4">
      {result === 'failed' && <Notice tone="error">{CONFIRMATION_FAILED}</Notice>}
      <input type="hidden" name="token" value={token} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Confirming...' : 'Confirm my email'}
      </Button>
    </form>
  )
}
