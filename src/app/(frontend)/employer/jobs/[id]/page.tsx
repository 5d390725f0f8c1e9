import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'

import { Notice } from '@/components/auth/Notice'
import { buttonClasses } from '@/components/ui/button'
import { DailyStatsChart } from '@/components/employer/DailyStatsChart'
import { poolOf } from '@/lib/db/pool'
import { currentEmployer } from '@/lib/employers/currentEmployer'
import { employerActions, type EmployerJobState, heldEdit, ownedJob, STATE_LABELS } from '@/lib/employers/employerJobs'
import { renewalChoices } from '@/lib/employers/renewJob'
import { STATS_DAYS, statsRange } from '@/lib/employers/statsRange'
import { jobDailyStats } from '@/lib/jobs/counts/jobDailyStats'
import { heldPostChoices } from '@/lib/jobs/posting/confirmPost'
import { payloadClient } from '@/lib/payload'
import { payLink } from '@/lib/payments/jobPosts/payToken'
import type { Job } from '@/payload-types'
import { stripePayments } from '@/lib/payments/stripeClient'

import { closeJobAction, reopenJobAction } from '../../actions'
import { noticeNamed } from '../../notices'
import { ConfirmHeldPost } from './ConfirmHeldPost'
import { EditJobForm } from './EditJobForm'
import { JobSources } from '../../JobSources'
import { RenewJobForm } from './RenewJobForm'

export const metadata: Metadata = { title: 'Manage your job post', robots: { index: false } }

export const dynamic = 'force-dynamic'

const longDay = (value: string) => new Date(value).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "Listed until December 27, 2026", "Expired on …", or the state alone. */
const statusLine = (state: EmployerJobState, expiresAt: string | null | undefined) => {
  if (!expiresAt) return STATE_LABELS[state]
  if (state === 'listed') return `Listed until ${longDay(expiresAt)}`
  if (state === 'expired') return `Expired on ${longDay(expiresAt)}`
  return STATE_LABELS[state]
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ notice?: string; renewal?: string }> }

/** One job of the signed-in employer: what it is doing, the buttons that change it, and its form. */
export default async function EmployerJobPage({ params, searchParams }: Props) {
  const session = await currentEmployer()
  if (!session) redirect('/employer?link=ended')
  const payload = await payloadClient()
  const job = await ownedJob(payload, session.email, Number((await params).id))
  if (!job) notFound()
  const now = new Date()
  const can = employerActions(job, now)
  const { notice, renewal } = await searchParams
  const said = noticeNamed(notice)
  const held = heldEdit(job)
  const shown = { ...job, ...(held as Partial<Job> | null) }
  const payments = stripePayments()
  const choices = can.renew ? await renewalChoices(payload, payments, session.email, now) : null
  const toConfirm = can.state === 'to-confirm' ? await heldPostChoices(payload, payments, job, session.email, now) : null
  const stats = (await jobDailyStats(poolOf(payload), [job.id], statsRange(now))).get(job.id)
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
      <Link href="/employer" className="text-sm font-medium text-blue-700 hover:underline">
        ← All your job posts
      </Link>
      <header className="space-y-2">
        <h1 className="break-words text-3xl font-bold tracking-tight">{job.job_title}</h1>
        <p className="text-lg text-slate-700">{job.company_name}</p>
        <p className="text-slate-600">{statusLine(can.state, job.expiresAt)}</p>
        {job.slug && (can.state === 'listed' || can.state === 'filled') && (
          <Link href={`/jobs/${job.slug}`} className="text-sm font-medium text-blue-700 hover:underline">
            See the job&apos;s page
          </Link>
        )}
      </header>

      {said && <Notice tone={said.tone}>{said.text}</Notice>}
      {renewal === 'cancelled' && <Notice tone="info">The payment was cancelled: nothing was charged, and the job is as it was.</Notice>}
      {renewal && renewal !== 'cancelled' && (
        <Notice tone="success">Thank you: the payment went through. The new end date shows here as soon as Stripe confirms it, usually within seconds.</Notice>
      )}
      {held && (
        <Notice tone="info">Your last change waits for a moderator: the job shows as it was until it is approved, and we email you the outcome.</Notice>
      )}

      {toConfirm && <ConfirmHeldPost jobId={job.id} choices={toConfirm} />}
      {can.state === 'to-pay' && (
        <a href={payLink(payload.secret, job.id, new Date(job.createdAt))} className={buttonClasses()}>
          Pay for the posting
        </a>
      )}
      {can.state === 'closed' && job.linkStatus === 'broken' && (
        <Notice tone="error">
          The apply link did not work when we last checked it{job.linkCheckReason ? ` (${job.linkCheckReason})` : ''}. Correct the Apply URL below: the job goes
          back to review and is listed again once a moderator approves it.
        </Notice>
      )}

      {(can.close || can.reopen || can.renew) && (
        <section aria-labelledby="actions" className="space-y-4">
          <h2 id="actions" className="text-xl font-semibold">
            Listing
          </h2>
          <div className="flex flex-wrap gap-3">
            {can.close && (
              <form action={closeJobAction}>
                <input type="hidden" name="jobId" value={job.id} />
                <button type="submit" className={buttonClasses('outline')}>
                  Close as filled
                </button>
              </form>
            )}
            {can.reopen && (
              <form action={reopenJobAction}>
                <input type="hidden" name="jobId" value={job.id} />
                <button type="submit" className={buttonClasses()}>
                  Reopen the job
                </button>
              </form>
            )}
          </div>
          {can.close && <p className="text-sm text-slate-600">Closing takes the job off the board at once. You can reopen it until {job.expiresAt ? longDay(job.expiresAt) : 'it expires'}.</p>}
          {choices && <RenewJobForm jobId={job.id} choices={choices} expired={can.state === 'expired'} />}
        </section>
      )}

      {stats && (
        <section aria-labelledby="stats" className="space-y-4">
          <h2 id="stats" className="text-xl font-semibold">
            How it is doing
          </h2>
          <DailyStatsChart days={stats.days} title={`Views and apply clicks, last ${STATS_DAYS} days`} />
          <p className="text-sm text-slate-600">
            Saved by {stats.totals.favorites.toLocaleString('en-US')} job seeker{stats.totals.favorites === 1 ? '' : 's'} in these days. A visitor counts once an
            hour; robots are not counted.
          </p>
          <JobSources stats={stats} />
        </section>
      )}

      {can.edit && (
        <section aria-labelledby="edit" className="space-y-4">
          <h2 id="edit" className="text-xl font-semibold">
            Edit the job
          </h2>
          <p className="text-sm text-slate-600">
            {job.reviewStatus === 'approved'
              ? 'A change to a reviewed job is reviewed again. The job keeps its address and the people who saved it.'
              : job.employerEdit
                ? 'Your last change is in review: a further change joins it. The job keeps its address and the people who saved it.'
                : 'The job has not been reviewed yet: your change is part of its review.'}
          </p>
          <EditJobForm
            jobId={job.id}
            // A change waiting for approval is what the employer last wrote: the form starts from it.
            values={{
              company_name: shown.company_name,
              job_title: shown.job_title,
              job_description: shown.job_description ?? '',
              category: shown.category ?? undefined,
              job_type: shown.job_type ?? undefined,
              hiring_locations: (shown.hiring_locations ?? []).join(', '),
              job_url: shown.job_url,
              tz_min_offset: shown.tz_min_offset ?? null,
              tz_max_offset: shown.tz_max_offset ?? null,
              // The salary as the card shows it, in "Other pay details": amounts typed above replace its numbers.
              salary_range: shown.salary_range ?? '',
              salary_currency: 'USD',
              salary_period: 'year',
            }}
          />
        </section>
      )}
    </div>
  )
}
