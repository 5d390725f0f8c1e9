'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useEffect } from 'react'

import { Notice } from '@/components/auth/Notice'
import { Button } from '@/components/ui/button'
import { CONFIRMATION_FAILED, EMAIL_CONFIRMED } from '@/lib/auth/messages'
import { toast } from '@/lib/toast'

import { confirmEmail } from './actions'
import { InvalidConfirmationLink } from './InvalidConfirmationLink'

export function ConfirmEmailForm({ token }: { token: string }) {
  const [result, formAction, pending] = useActionState(confirmEmail, null)
  const router = useRouter()

  // As the spec's sign-up does: once the address is confirmed, the member lands on the site root.
  useEffect(() => {
    if (result !== 'confirmed') return
    toast.success('Email confirmed', { description: EMAIL_CONFIRMED })
    router.replace('/')
  }, [result, router])

  if (result === 'confirmed') return <Notice tone="success">Email confirmed. Taking you to the home page...</Notice>

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
