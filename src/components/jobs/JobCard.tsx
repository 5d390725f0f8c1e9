import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { descriptionPreview, locationsShown, postedAgo, visibleSalary } from '@/lib/jobs/jobCardText'
import type { JobListItem } from '@/lib/jobs/jobsQuery'
import { safeHref } from '@/lib/site/safeHref'

import { CompanyLogo } from './CompanyLogo'
import { FavoriteButton } from './FavoriteButton'

type Props = {
  job: JobListItem
  now: Date
  /** The heart, and what it does for a signed-out visitor (its state is the viewer's). */
  favorite?: 'redirect' | 'message'
}

/** The spec's job card. Job text is rendered as text, never as the poster's HTML. */
export function JobCard({ job, now, favorite }: Props) {
  const { shown, more } = locationsShown(job.hiring_locations ?? [])
  const salary = visibleSalary(job.salary_range)
  const applyUrl = safeHref(job.job_url)
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <header className="flex items-start gap-3">
        <CompanyLogo name={job.company_name} src={job.company_logo} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold leading-snug text-slate-900">
            <Link href={`/jobs/${job.slug}`} className="hover:text-blue-700 hover:underline">
              {job.job_title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{job.company_name}</p>
        </div>
        {favorite && (
          <FavoriteButton jobId={job.id} jobTitle={job.job_title} signedOutBehaviour={favorite} />
        )}
      </header>
      <p className="text-sm text-slate-700">{descriptionPreview(job.description_start)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm text-slate-700">
        <dt className="text-slate-500">Type</dt>
        <dd>{job.job_type}</dd>
        <dt className="text-slate-500">Schedule</dt>
        <dd>{job.schedule_type}</dd>
        <dt className="text-slate-500">Locations</dt>
        <dd>
          {shown.join(', ')}
          {more > 0 && <span className="text-slate-500"> +{more} more</span>}
        </dd>
        {job.education_level && (
          <>
            <dt className="text-slate-500">Education</dt>
            <dd>{job.education_level}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Badge variant="default">{job.category}</Badge>
        {job.experience_level && <Badge>{job.experience_level}</Badge>}
        {salary && <Badge variant="success">{salary}</Badge>}
        <Badge variant="outline">
          <time dateTime={new Date(job.posted_date).toISOString()}>{postedAgo(job.posted_date, now)}</time>
        </Badge>
      </div>
      <div className="mt-auto pt-2">
        {applyUrl ? (
          <a href={applyUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('default', 'default', 'w-full')}>
            View Job<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className={buttonClasses('secondary', 'default', 'w-full opacity-60')}>Link unavailable</span>
        )}
      </div>
    </article>
  )
}
