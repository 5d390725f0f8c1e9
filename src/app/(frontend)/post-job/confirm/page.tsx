import type { Metadata } from 'next'
import Link from 'next/link'

import { MessagePage } from '@/components/layout/MessagePage'
import { buttonClasses } from '@/components/ui/button'
import { CONFIRM_LINK_EXPIRED, CONFIRM_LINK_INVALID, postToConfirm } from '@/lib/jobs/posting/confirmPost'
import { describePostingTerms, REVIEW_PROMISE } from '@/lib/jobs/posting/postingTerms'
import { leavesPayment } from '@/lib/jobs/posting/postTerms'
import { payloadClient } from '@/lib/payload'
import { stripePayments } from '@/lib/payments/stripeClient'

import { ConfirmPostForm } from './ConfirmPostForm'

export const metadata: Metadata = { title: 'Confirm your job posting', robots: { index: false } }

export const dynamic = 'force-dynamic'

const postAgain = (
  <Link href="/post-job" className={buttonClasses('outline')}>
    Post a job
  </Link>
)

/**
 * The link emailed to a post's contact address: opening it proves the address, and its button
 * confirms the post (a GET changes nothing, so a mail scanner opening the link confirms nothing).
 * Only here, to the owner of the address, is what the address is entitled to said.
 */
export default async function ConfirmPostPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  const post = await postToConfirm(await payloadClient(), stripePayments(), token)
  if (post.state === 'invalid' || post.state === 'expired') {
    const expired = post.state === 'expired'
    return (
      <MessagePage heading={expired ? 'This link has expired' : 'This link is not valid'} text={expired ? CONFIRM_LINK_EXPIRED : CONFIRM_LINK_INVALID}>
        {postAgain}
      </MessagePage>
    )
  }
  const what = (
    <>
      <strong className="text-slate-900">{post.job.title}</strong> at <strong className="text-slate-900">{post.job.company}</strong>
    </>
  )
  if (post.state === 'contact') {
    if (!post.confirmed) {
      return (
        <MessagePage heading="Confirm your email" text={<>Confirm this address for {what}, and we email you the outcome of the review.</>}>
          <ConfirmPostForm token={token ?? ''} kind="confirm-address" />
        </MessagePage>
      )
    }
    const state = post.payLink ? 'It waits for payment.' : post.listed ? 'It is listed.' : REVIEW_PROMISE
    return (
      <MessagePage heading="This post is confirmed" text={<>{what} is confirmed. {state}</>}>
        {post.payLink ? (
          <a href={post.payLink} className={buttonClasses()}>
            Pay for the posting
          </a>
        ) : (
          postAgain
        )}
      </MessagePage>
    )
  }
  const toPay = leavesPayment(post.terms)
  const kind = !toPay ? 'publish' : post.plans.length ? 'choose-plan' : 'pay'
  return (
    <MessagePage
      heading="Confirm your job posting"
      text={
        <>
          {what} was posted with this address and is not listed yet. {describePostingTerms(post.terms, 'this address')}
          {toPay ? '' : ` ${REVIEW_PROMISE}`}
        </>
      }
    >
      <ConfirmPostForm token={token ?? ''} kind={kind} price={post.terms.plan?.price} plans={post.plans} />
    </MessagePage>
  )
}
