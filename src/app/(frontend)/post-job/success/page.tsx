import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'

import { MessagePage } from '@/components/layout/MessagePage'
import { buttonClasses } from '@/components/ui/button'
import { REVIEW_PROMISE } from '@/lib/jobs/posting/postingTerms'
import { payloadClient } from '@/lib/payload'
import { checkoutOutcome } from '@/lib/payments/jobPosts/checkoutOutcome'
import { TOO_MANY_STRIPE_CALLS } from '@/lib/payments/stripeCallLimit'
import { stripePayments } from '@/lib/payments/stripeClient'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

export const metadata: Metadata = { title: 'Payment received', robots: { index: false } }

export const dynamic = 'force-dynamic'

const NEXT_STEP = {
  'waiting-for-stripe': 'Stripe is confirming the payment with us: your posting goes to review within a minute, and we email you a receipt.',
  'in-review': `${REVIEW_PROMISE} We emailed you a receipt.`,
  listed: 'Your job is listed now, and a moderator reviews it within 24 hours. We emailed you a receipt.',
  'amount-to-check': 'That is not the price asked for this plan, so your posting waits while our team checks the payment and writes to you.',
  'paid-already': 'This posting was paid for already, so our team refunds this second payment.',
}

/** Where Stripe sends an employer after paying: what was paid, read from Stripe, and what happens next. */
export default async function PaymentSuccessPage({ searchParams }: { searchParams: Promise<{ session_id?: string }> }) {
  const { session_id: sessionId } = await searchParams
  const outcome = await checkoutOutcome(await payloadClient(), stripePayments(), sessionId, clientAddress(await headers()))
  const jobs = (
    <Link href="/jobs" className={buttonClasses()}>
      View All Jobs
    </Link>
  )
  if (outcome.state === 'unknown') {
    return (
      <MessagePage heading="We could not find this payment" text="The address is incomplete, or the payment was not made on this site. If you paid, the receipt from Stripe is in your email.">
        {jobs}
      </MessagePage>
    )
  }
  if (outcome.state === 'busy') return <MessagePage heading="Please wait a minute" text={TOO_MANY_STRIPE_CALLS}>{jobs}</MessagePage>
  if (outcome.state === 'unpaid') {
    return (
      <MessagePage heading="Your payment is being processed" text="Stripe has not confirmed the payment yet. We email you as soon as it does, and your posting then goes to review.">
        {jobs}
      </MessagePage>
    )
  }
  return (
    <MessagePage
      heading="Payment received"
      text={
        <>
          Thank you: you paid <strong className="text-slate-900">{outcome.amount}</strong> for {outcome.planName}
          {outcome.email ? `, receipt to ${outcome.email}` : ''}. {NEXT_STEP[outcome.job]}
        </>
      }
    >
      <div className="flex flex-wrap justify-center gap-3">
        {jobs}
        <Link href="/post-job" className={buttonClasses('outline')}>
          Post Another Job
        </Link>
      </div>
    </MessagePage>
  )
}
