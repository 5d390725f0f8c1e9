import type { Metadata } from 'next'
import Link from 'next/link'

import { AuthPanel } from '@/components/auth/AuthPanel'
import { Notice } from '@/components/auth/Notice'
import { buttonClasses } from '@/components/ui/button'
import { currentEmployer } from '@/lib/employers/currentEmployer'
import { employerOverview, STATE_LABELS } from '@/lib/employers/employerJobs'
import { STATS_DAYS, statsRange } from '@/lib/employers/statsRange'
import { poolOf } from '@/lib/db/pool'
import { jobDailyStats } from '@/lib/jobs/counts/jobDailyStats'
import { payloadClient } from '@/lib/payload'

import { signOutAction } from './actions'
import { LINK_PROBLEMS } from './notices'
import { SignInLinkForm } from './SignInLinkForm'
import { formatMoney } from '@/lib/payments/askedPrice'

export const metadata: Metadata = { title: 'Your job posts', robots: { index: false } }

export const dynamic = 'force-dynamic'

const day = (value: string) => new Date(value).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * /employer: an employer's way back to what they posted, without a password. Signed out, it asks
 * for a link to the address they posted with; signed in (from such a link, or the one in each
 * post's email), it lists every job posted with that address, the bundle posts left, and receipts.
 */
export default async function EmployerPage({ searchParams }: { searchParams: Promise<{ link?: string }> }) {
  const session = await currentEmployer()
  if (!session) {
    const { link } = await searchParams
    const problem = link ? LINK_PROBLEMS[link] : undefined
    return (
      <AuthPanel
        title="Manage your job posts"
        description="Edit a job, close it when it is filled, renew it, and see how many people viewed it and clicked Apply. No password: we email a sign-in link to the address you posted with."
      >
        <div className="space-y-4">
          {problem && <Notice tone="error">{problem}</Notice>}
          <SignInLinkForm />
          <p className="text-sm text-slate-600">
            Each post&apos;s confirmation email holds a link to it too. Posted on the community form (/submit-job)? It takes no email, so
            nobody can sign in for it: post on{' '}
            <Link href="/post-job" className="font-medium text-blue-700 hover:underline">
              the employer page
            </Link>{' '}
            to manage your jobs here.
          </p>
        </div>
      </AuthPanel>
    )
  }
  const payload = await payloadClient()
  const overview = await employerOverview(payload, session.email)
  const stats = await jobDailyStats(poolOf(payload), overview.jobs.map((job) => job.id), statsRange())
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Your job posts</h1>
          <p className="break-words text-slate-600">Signed in as {session.email}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/post-job" className={buttonClasses()}>
            Post a job
          </Link>
          <form action={signOutAction}>
            <button type="submit" className={buttonClasses('outline')}>
              Sign out
            </button>
          </form>
        </div>
      </header>

      <section aria-labelledby="jobs" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="jobs" className="text-xl font-semibold">
            Jobs
          </h2>
          <p className="text-sm text-slate-600">Views and clicks of the last {STATS_DAYS} days</p>
        </div>
        {overview.jobs.length === 0 ? (
          <p className="text-slate-600">No job was posted with this address yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {overview.jobs.map((job) => (
              <li key={job.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <Link href={`/employer/jobs/${job.id}`} className="break-words font-medium text-blue-700 hover:underline">
                    {job.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {[job.company, STATE_LABELS[job.state], job.expiresAt ? `until ${day(job.expiresAt)}` : null, job.editWaiting ? 'your change waits for review' : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <p className="shrink-0 text-sm text-slate-600 tabular-nums">
                  {(stats.get(job.id)?.totals.views ?? 0).toLocaleString('en-US')} views · {(stats.get(job.id)?.totals.applyClicks ?? 0).toLocaleString('en-US')} apply clicks
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {overview.credits.length > 0 && (
        <section aria-labelledby="bundles" className="space-y-3">
          <h2 id="bundles" className="text-xl font-semibold">
            Posts paid for ahead
          </h2>
          <ul className="space-y-1 text-slate-700">
            {overview.credits.map((credit) => (
              <li key={credit.id}>
                {credit.plan}: {credit.left} post{credit.left === 1 ? '' : 's'} left, until {day(credit.expiresAt)}. Post on the employer page
                with this address, or use one to renew a job.
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="receipts" className="space-y-3">
        <h2 id="receipts" className="text-xl font-semibold">
          Receipts
        </h2>
        {overview.receipts.length === 0 ? (
          <p className="text-slate-600">No payment was made with this address.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {overview.receipts.map((receipt) => (
              <li key={receipt.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <span>
                  {day(receipt.at)} · {formatMoney(receipt.amount, receipt.currency)}
                  {receipt.plan ? ` · ${receipt.plan}` : ''}
                  {receipt.renewal ? ' (renewal)' : ''}
                  {receipt.status === 'refunded' ? ' · refunded' : ''}
                </span>
                {receipt.receiptUrl && (
                  <a href={receipt.receiptUrl} className="text-sm font-medium text-blue-700 hover:underline" target="_blank" rel="noopener noreferrer">
                    Stripe receipt<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
