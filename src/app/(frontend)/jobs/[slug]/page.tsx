import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { ApplicationTools } from '@/components/jobs/ApplicationTools'
import { CompanyLogo } from '@/components/jobs/CompanyLogo'
import { BackToJobs } from '@/components/jobs/BackToJobs'
import { FavoriteButton } from '@/components/jobs/FavoriteButton'
import { JobFitNotes } from '@/components/jobs/JobFitNotes'
import { JobViewBeacon } from '@/components/jobs/JobViewBeacon'
import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { applyPath } from '@/lib/jobs/counts/countSource'
import { descriptionPreview, postedAgo, verifiedOpenAgo, visibleSalary } from '@/lib/jobs/listing/jobCardText'
import { salaryUsdBeside } from '@/lib/jobs/listing/jobFitText'
import { rangeLabel } from '@/lib/places/timeZones'
import { companyPathFor, isListed, jobBySlug, similarOpenJobs, sourceNameOf } from '@/lib/jobs/listing/jobDetail'
import { jobPostingJsonLd, jsonForScript } from '@/lib/jobs/listing/jobPostingJsonLd'
import { payloadClient } from '@/lib/payload'
import { FILLED_TEXT } from '@/lib/jobs/filledJob'
import { safeHref } from '@/lib/site/safeHref'
import { siteUrl } from '@/lib/site/siteUrl'
import { pageOpenGraph } from '@/lib/site/openGraph'

type Props = { params: Promise<{ slug: string }> }

/** Pages render on their first visit and stay cached until their data changes (src/lib/cache);
 * hourly at most, so "Posted 3 days ago" stays true. */
export const revalidate = 3600
export const generateStaticParams = async () => []

const loadJob = cache(async (slug: string) => jobBySlug(await payloadClient(), decodeURIComponent(slug)))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await loadJob((await params).slug)
  if (!job) return { title: 'Job not found', robots: { index: false } }
  const title = `${job.job_title} at ${job.company_name}`
  if (!isListed(job)) return { title: `${title} (closed)`, robots: { index: false, follow: true } }
  return {
    title,
    description: descriptionPreview(job.job_description),
    alternates: { canonical: `/jobs/${job.slug}` },
    openGraph: pageOpenGraph({ title, description: descriptionPreview(job.job_description), type: 'article' }),
  }
}

export default async function JobPage({ params }: Props) {
  const job = await loadJob((await params).slug)
  if (!job) notFound()
  const payload = await payloadClient()
  const now = new Date()

  if (!isListed(job, now)) {
    const similar = await similarOpenJobs(payload, job)
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-16 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">410 · Position {job.filledAt ? 'filled' : 'closed'}</p>
        <h1 className="text-3xl font-bold">{job.filledAt ? FILLED_TEXT : 'This job is no longer available'}</h1>
        <p className="text-slate-600">
          {job.job_title} at {job.company_name} {job.filledAt ? 'was filled' : 'has been filled or has expired'}. These open roles may suit you
          instead.
        </p>
        {similar.length > 0 && (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {similar.map((other) => (
              <li key={other.id} className="p-4">
                <Link href={`/jobs/${other.slug}`} className="font-medium text-blue-700 hover:underline">
                  {other.job_title}
                </Link>
                <p className="text-sm text-slate-600">
                  {[other.company_name, other.job_type, postedAgo(other.posted_date, now)].filter(Boolean).join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Link href={job.category ? `/jobs?category=${encodeURIComponent(job.category)}` : '/jobs'} className={buttonClasses()}>
          {job.category ? `Browse open ${job.category} jobs` : 'Browse open jobs'}
        </Link>
      </div>
    )
  }

  const [companyPath, sourceName] = await Promise.all([companyPathFor(payload, job.company_name), sourceNameOf(payload, job)])
  const pageUrl = `${siteUrl()}/jobs/${job.slug}`
  const jsonLd = jobPostingJsonLd(job, { pageUrl, siteUrl: siteUrl(), companyUrl: companyPath ? `${siteUrl()}${companyPath}` : null, sourceName })
  // The Apply button leads through /jobs/{slug}/apply, which counts the click (src/lib/jobs/counts).
  const applyUrl = safeHref(job.job_url)
  const salary = visibleSalary(job.salary_range)
  const salaryUsd = salary ? salaryUsdBeside(job.salary_range, job.salary_min_usd, job.salary_max_usd) : null
  const range = job.tz_min_offset != null && job.tz_max_offset != null ? { min: job.tz_min_offset, max: job.tz_max_offset } : null
  const paragraphs = (job.job_description ?? '').split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean)

  return (
    <article className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />}
      <BackToJobs />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo name={job.company_name} src={job.company_logo} size="lg" />
        <div className="flex-1 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{job.job_title}</h1>
          <p className="text-lg text-slate-700">
            {companyPath ? (
              <Link href={companyPath} className="text-blue-700 hover:underline">
                {job.company_name}
              </Link>
            ) : (
              job.company_name
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            {job.category && <Badge variant="default">{job.category}</Badge>}
            {job.job_type && <Badge>{job.job_type}</Badge>}
            {job.schedule_type && <Badge>{job.schedule_type}</Badge>}
            {job.experience_level && <Badge>{job.experience_level}</Badge>}
            {salary && <Badge variant="success">{salary}</Badge>}
            {salaryUsd && <Badge variant="success">{salaryUsd}</Badge>}
            <Badge variant="outline">Posted {postedAgo(job.posted_date, now)}</Badge>
            {job.lastVerifiedAt && (
              <Badge variant="success">
                <time dateTime={job.lastVerifiedAt}>{verifiedOpenAgo(job.lastVerifiedAt, now)}</time>
              </Badge>
            )}
          </div>
        </div>
        <FavoriteButton jobId={job.id} jobTitle={job.job_title} signedOutBehaviour="message" />
      </header>
      <JobFitNotes openWorldwide={Boolean(job.openWorldwide)} eligibleCountries={job.eligibleCountries ?? []} range={range} />

      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-500">Hiring locations</dt>
          <dd className="font-medium">{(job.hiring_locations ?? []).join(', ')}</dd>
        </div>
        {range && (
          <div>
            <dt className="text-sm text-slate-500">Time zones</dt>
            <dd className="font-medium">{rangeLabel(range)}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-slate-500">Education</dt>
          <dd className="font-medium">{job.education_level ?? 'Not specified'}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Listed until</dt>
          <dd className="font-medium">
            {job.expiresAt
              ? new Date(job.expiresAt).toLocaleDateString('en-US', { dateStyle: 'long' })
              : job.source
                ? "While the company's hiring system lists it"
                : '—'}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="description" className="space-y-4">
        <h2 id="description" className="text-xl font-semibold">
          About the role
        </h2>
        {paragraphs.length ? (
          paragraphs.map((text, index) => (
            <p key={index} className="whitespace-pre-line leading-relaxed text-slate-800">
              {text}
            </p>
          ))
        ) : (
          <p className="text-slate-600">No description available</p>
        )}
      </section>

      <div className="flex flex-wrap gap-3">
        {applyUrl && (
          <a href={applyPath(job.slug ?? '')} data-apply target="_blank" rel="nofollow noopener noreferrer" className={buttonClasses('default', 'lg')}>
            Apply for this job<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <Link href={`/jobs?company=${encodeURIComponent(job.company_name)}`} className={buttonClasses('outline', 'lg')}>
          More jobs at {job.company_name}
        </Link>
      </div>

      <ApplicationTools slug={job.slug ?? ''} />
      <JobViewBeacon slug={job.slug ?? ''} />
    </article>
  )
}
