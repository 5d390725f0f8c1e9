import { safeHref } from '@/lib/site/safeHref'

import { applyPath } from '../counts/countSource'

import { descriptionPreview, locationsShown, postedAgo, verifiedOpenAgo, visibleSalary } from './jobCardText'
import { jobFitText, type Seeker } from './jobFitText'
import type { JobListItem } from './jobsQuery'

/** What a job card shows, worked out on the server: the page sends the browser this per card. */
export type JobCardData = {
  id: number
  slug: string
  title: string
  company: string
  logo: string | null
  preview: string
  type: string | null
  schedule: string | null
  locations: string
  moreLocations: number
  education: string | null
  category: string | null
  experience: string | null
  salary: string | null
  posted: string
  postedAgo: string
  /** Where the card's button leads: /jobs/{slug}/apply, which counts the click; none without a usable link. */
  applyUrl: string | null
  /** An imported job: "Verified open 3 hours ago", and the time itself. */
  verified?: { at: string; label: string }
  /** "≈ $83k–104k/yr" beside a salary in another currency or period. */
  salaryUsd?: string
  /** "Open to you" or "Not open to residents of Portugal", when the seeker said where they live. */
  openTo?: string
  /** The working hours shared with the seeker's zone, or the zones the job hires in. */
  hours?: string
}

export const jobCardData = (job: JobListItem, now: Date, seeker: Seeker = { livesIn: null, tz: null }): JobCardData => {
  const { shown, more } = locationsShown(job.hiring_locations ?? [])
  const { salaryUsd, openTo, hours } = jobFitText(job, seeker, now)
  return {
    // Left out when empty, so the page does not carry them for every card.
    ...(salaryUsd ? { salaryUsd } : {}),
    ...(openTo ? { openTo } : {}),
    ...(hours ? { hours } : {}),
    ...(job.last_verified_at
      ? { verified: { at: new Date(job.last_verified_at).toISOString(), label: verifiedOpenAgo(job.last_verified_at, now) } }
      : {}),
    id: job.id,
    slug: job.slug,
    title: job.job_title,
    company: job.company_name,
    logo: job.company_logo,
    preview: descriptionPreview(job.description_start),
    type: job.job_type,
    schedule: job.schedule_type,
    locations: shown.join(', '),
    moreLocations: more,
    education: job.education_level,
    category: job.category,
    experience: job.experience_level,
    salary: visibleSalary(job.salary_range),
    posted: new Date(job.posted_date).toISOString(),
    postedAgo: postedAgo(job.posted_date, now),
    applyUrl: safeHref(job.job_url) ? applyPath(job.slug) : null,
  }
}
