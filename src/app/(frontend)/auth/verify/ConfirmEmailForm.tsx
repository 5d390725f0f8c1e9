'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useActionState, useEffect, useRef } from 'react'

import { Notice } from '@/components/auth/Notice'
import { Button } from '@/components/ui/button'
import { useViewer } from '@/components/viewer/ViewerProvider'
import { CONFIRMATION_FAILED, EMAIL_CONFIRMED, EMAIL_CONFIRMED_SIGNED_IN } from '@/lib/auth/messages'
import { toast } from '@/lib/toast'

import { confirmEmail } from './actions'
import { InvalidConfirmationLink } from './InvalidConfirmationLink'

/**
 * One press (a mail scanner's GET of the link confirms nothing) confirms the address and signs
 * the member in; then they land on the site root.
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const [result, formAction, pending] = useActionState(confirmEmail, null)
  const router = useRouter()
  const { refresh } = useViewer()
  const welcomed = useRef(false)

  useEffect(() => {
    if (result !== 'signed-in' || welcomed.current) return
    welcomed.current = true
    toast.success('Email confirmed', { description: EMAIL_CONFIRMED_SIGNED_IN })
    router.replace('/')
    void refresh()
  }, [result, router, refresh])

  if (result === 'signed-in') return <Notice tone="success">Email confirmed. Taking you to the home page...</Notice>

  if (result === 'confirmed') {
    return (
      <div className="space-y-4">
        <Notice tone="success">{EMAIL_CONFIRMED}</Notice>
        <Link href="/auth" className="font-medium text-blue-700 underline">
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
