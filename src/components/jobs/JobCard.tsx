'use client'

import Link from 'next/link'

import { NEW_TAB_NOTE_ID } from '@/components/layout/NewTabNote'
import { buttonClasses } from '@/components/ui/button'
import type { JobCardData } from '@/lib/jobs/listing/jobCardData'

import { CompanyLogo } from './CompanyLogo'
import { FavoriteButton } from './FavoriteButton'

type Props = {
  job: JobCardData
  /** The heart, and what it does for a signed-out visitor (its state is the viewer's). */
  favorite?: 'redirect' | 'message'
  /** Known saved (the Favorites tab) before the viewer is. */
  saved?: boolean
}

/**
 * A job card. Job text is rendered as text, never as the poster's HTML. Rendered from
 * its data in the browser as on the server, so a page of thirty carries each card's facts once
 * rather than its markup twice; its look is the `job-card` classes of globals.css.
 */
export function JobCard({ job, favorite, saved }: Props) {
  return (
    <article className="job-card">
      <header>
        <CompanyLogo name={job.company} src={job.logo} />
        <div className="min-w-0 flex-1">
          <h3>
            <Link href={`/jobs/${job.slug}`}>{job.title}</Link>
          </h3>
          <p>{job.company}</p>
        </div>
        {favorite && <FavoriteButton jobId={job.id} jobTitle={job.title} signedOutBehaviour={favorite} saved={saved} />}
      </header>
      <p className="job-card-preview">{job.preview}</p>
      <dl>
        {job.type && (
          <>
            <dt>Type</dt>
            <dd>{job.type}</dd>
          </>
        )}
        {job.schedule && (
          <>
            <dt>Schedule</dt>
            <dd>{job.schedule}</dd>
          </>
        )}
        <dt>Locations</dt>
        <dd>
          {job.locations}
          {job.moreLocations > 0 && <span>{` +${job.moreLocations} more`}</span>}
        </dd>
        {job.education && (
          <>
            <dt>Education</dt>
            <dd>{job.education}</dd>
          </>
        )}
      </dl>
      <div className="job-card-tags">
        {job.category && <span className="job-tag-category">{job.category}</span>}
        {job.experience && <span>{job.experience}</span>}
        {job.salary && <span className="job-tag-salary">{job.salary}</span>}
        {job.salaryUsd && <span className="job-tag-salary">{job.salaryUsd}</span>}
        {job.openTo && <span className={job.openTo === 'Open to you' ? 'job-tag-open' : 'job-tag-closed'}>{job.openTo}</span>}
        {job.hours && <span>{job.hours}</span>}
        <span className="job-tag-posted">
          <time dateTime={job.posted}>{job.postedAgo}</time>
        </span>
        {job.verified && (
          <span className="job-tag-verified">
            <time dateTime={job.verified.at}>{job.verified.label}</time>
          </span>
        )}
      </div>
      <div className="mt-auto pt-2">
        {job.applyUrl ? (
          <a href={job.applyUrl} target="_blank" rel="nofollow noopener noreferrer" className={buttonClasses('default', 'default', 'w-full')} aria-describedby={NEW_TAB_NOTE_ID}>
            View Job
          </a>
        ) : (
          <span className={buttonClasses('secondary', 'default', 'w-full opacity-60')}>Link unavailable</span>
        )}
      </div>
    </article>
  )
}
