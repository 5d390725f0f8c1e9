import type { Metadata } from 'next'
import Link from 'next/link'

import { MessagePage } from '@/components/layout/MessagePage'
import { buttonClasses } from '@/components/ui/button'
import { UNPAID_POST_DAYS } from '@/lib/jobs/posting/postingTerms'
import { payloadClient } from '@/lib/payload'
import { ALREADY_PAID, PAY_LINK_EXPIRED, PAY_LINK_INVALID, payablePost } from '@/lib/payments/jobPosts/payablePost'

import { BillingButton } from '@/components/payments/BillingButton'

import { payForPostAction } from './actions'

export const metadata: Metadata = { title: 'Pay for your job posting', robots: { index: false } }

export const dynamic = 'force-dynamic'

/**
 * Where an employer pays for a saved post: the link in their email, and where Stripe sends a
 * payment they cancelled. The key in the address names the post; no account is needed.
 */
export default async function PayForPostPage({ searchParams }: { searchParams: Promise<{ token?: string; cancelled?: string }> }) {
  const { token, cancelled } = await searchParams
  const post = await payablePost(await payloadClient(), token)
  const postAgain = (
    <Link href="/post-job" className={buttonClasses('outline')}>
      Post a job
    </Link>
  )
  if (post.state === 'invalid') return <MessagePage heading="This link is not valid" text={PAY_LINK_INVALID}>{postAgain}</MessagePage>
  if (post.state === 'expired') return <MessagePage heading="This post was removed" text={PAY_LINK_EXPIRED}>{postAgain}</MessagePage>
  if (post.state === 'paid') return <MessagePage heading="Nothing to pay" text={ALREADY_PAID}>{postAgain}</MessagePage>
  return (
    <MessagePage
      heading={cancelled ? 'The payment was not completed' : 'Pay for your job posting'}
      text={
        <>
          <strong className="text-slate-900">{post.job.title}</strong> at <strong className="text-slate-900">{post.job.company}</strong> is saved
          {post.plan ? ` on the ${post.plan.name} plan ($${post.plan.price})` : ''}. Pay on Stripe&apos;s secure page and it goes to review; a post
          left unpaid for {UNPAID_POST_DAYS} days is removed.
        </>
      }
    >
      <BillingButton action={payForPostAction} fields={{ token: token ?? '' }} label="Continue to Payment" pendingLabel="Opening the payment page..." />
    </MessagePage>
  )
}
