'use client'

import { useActionState } from 'react'

import { Button } from '@/components/ui/button'

import { payForPostAction } from './actions'

/** A form of one button: works before the page's script has loaded, says why when it cannot pay. */
export function PayButton({ token }: { token: string }) {
  const [state, action, pending] = useActionState(payForPostAction, null)
  return (
    <form action={action} className="flex flex-col items-center gap-3">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Opening the payment page...' : 'Continue to Payment'}
      </Button>
      {state?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
    </form>
  )
}
