'use client'

import Link from 'next/link'
import { useActionState, useId } from 'react'

import { Notice } from '@/components/auth/Notice'
import { useHydrated } from '@/components/auth/useHydrated'
import { Button, buttonClasses } from '@/components/ui/button'
import { REVIEW_PROMISE } from '@/lib/jobs/posting/postingTerms'

import { type ConfirmState, confirmPostAction, discardPostAction } from './actions'

type Plan = { id: number; name: string; price: number }

type Props = {
  token: string
  /** What the main button does: publish (nothing to pay), pay the post's plan, or choose a plan and pay. */
  kind: 'publish' | 'pay' | 'choose-plan' | 'confirm-address'
  price?: number
  plans?: Plan[]
}

const DONE: Record<string, string> = {
  listed: 'Your job is listed now, and a moderator reviews it within 24 hours.',
  'in-review': `Your job posting is confirmed. ${REVIEW_PROMISE}`,
  'contact-confirmed': 'Your email is confirmed: we will email you when your job posting has been reviewed.',
  discarded: 'The post was removed. You will hear nothing more from us about it.',
}

const LABELS = { publish: 'Confirm and publish', pay: 'Confirm and pay', 'choose-plan': 'Confirm and continue to payment', 'confirm-address': 'Confirm my email' }

/**
 * The buttons of the page behind the emailed link. Publishing and confirming an address work
 * without JavaScript; going on to Stripe waits for it (the site's forms may only post to the site).
 */
export function ConfirmPostForm({ token, kind, price, plans = [] }: Props) {
  const [confirmed, confirmAction, confirming] = useActionState<ConfirmState, FormData>(confirmPostAction, null)
  const [discarded, discardAction, discarding] = useActionState<ConfirmState, FormData>(discardPostAction, null)
  const hydrated = useHydrated()
  const planGroup = useId()
  const outcome = discarded?.ok ? discarded : confirmed
  if (outcome?.ok && outcome.state !== 'pay') {
    return (
      <div className="w-full space-y-4">
        <Notice tone="success">{DONE[outcome.state]}</Notice>
        <Link href="/jobs" className={buttonClasses('outline', 'default', 'w-full')}>
          Browse remote jobs
        </Link>
      </div>
    )
  }
  const toStripe = kind === 'pay' || kind === 'choose-plan'
  const failure = confirmed && !confirmed.ok ? confirmed.message : discarded && !discarded.ok ? discarded.message : null
  return (
    <div className="w-full space-y-4 text-left">
      <form action={confirmAction} className="space-y-4">
        <input type="hidden" name="token" value={token} />
        {kind === 'choose-plan' && (
          <fieldset className="space-y-2" aria-describedby={failure ? `${planGroup}-error` : undefined}>
            <legend className="font-medium">Choose a plan</legend>
            {plans.map((plan) => (
              <label key={plan.id} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
                <input type="radio" name="plan" value={plan.id} required />
                <span>
                  {plan.name} (${plan.price})
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <Button type="submit" className="w-full" disabled={confirming || (toStripe && !hydrated)}>
          {confirming ? 'Confirming...' : kind === 'pay' && price ? `${LABELS.pay} $${price}` : LABELS[kind]}
        </Button>
      </form>
      {confirmed?.ok && confirmed.state === 'pay' && (
        <Notice tone="error">
          {confirmed.message}{' '}
          <a href={confirmed.payLink} className="font-medium underline">
            Pay for the posting
          </a>
        </Notice>
      )}
      {failure && (
        <p id={`${planGroup}-error`} role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      {kind !== 'confirm-address' && (
        <form action={discardAction}>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" variant="outline" className="w-full" disabled={discarding}>
            This was not me: remove the post
          </Button>
        </form>
      )}
    </div>
  )
}
