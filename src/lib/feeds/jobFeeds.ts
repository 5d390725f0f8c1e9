import { jobPageUrl } from '../jobs/counts/countSource'
import type { JobListItem } from '../jobs/listing/jobsQuery'
import { descriptionPreview } from '../jobs/listing/jobCardText'
import { htmlTextInXml, xmlText } from './xml'

export const FEED_SIZE = 50

type FeedContext = { site: string; selfPath: string; listingPath: string; updated: Date }

/**
 * A job's page: its identity in a feed (guid, id), never changed. The RSS guid is not offered as
 * the link (isPermaLink="false"), so readers follow the marked link rather than this one.
 */
const jobUrl = (site: string, job: JobListItem) => jobPageUrl(site, job.slug)

/** The link a reader follows: marked `?ref=feed`, so its visit counts as the feed's (src/lib/jobs/counts). */
const jobLink = (site: string, job: JobListItem) => jobPageUrl(site, job.slug, 'feed')

const verifiedNote = (job: JobListItem) => (job.last_verified_at ? ` (verified open ${new Date(job.last_verified_at).toISOString()})` : '')

const summary = (job: JobListItem) =>
  `${[job.company_name, job.job_type, job.schedule_type, (job.hiring_locations ?? []).join(', ')].filter(Boolean).join(' · ')}${verifiedNote(job)} — ${descriptionPreview(job.description_start)}`

/** RSS 2.0 of the newest jobs matching a /jobs search. */
export const jobsRss = (jobs: JobListItem[], { site, selfPath, listingPath, updated }: FeedContext) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>Remote Passport: remote jobs</title>
<link>${xmlText(`${site}${listingPath}`)}</link>
<description>The newest 100% remote jobs on Remote Passport.</description>
<language>en</language>
<lastBuildDate>${updated.toUTCString()}</lastBuildDate>
<atom:link href="${xmlText(`${site}${selfPath}`)}" rel="self" type="application/rss+xml"/>
${jobs
  .map(
    (job) => `<item>
<title>${xmlText(`${job.job_title} at ${job.company_name}`)}</title>
<link>${xmlText(jobLink(site, job))}</link>
<guid isPermaLink="false">${xmlText(jobUrl(site, job))}</guid>
<pubDate>${new Date(job.posted_date).toUTCString()}</pubDate>
${job.category ? `<category>${xmlText(job.category)}</category>\n` : ''}<description>${htmlTextInXml(summary(job))}</description>
</item>`,
  )
  .join('\n')}
</channel>
</rss>
`

/** JSON Feed 1.1 of the same jobs. */
export const jobsJsonFeed = (jobs: JobListItem[], { site, selfPath, listingPath }: FeedContext) => ({
  version: 'https://jsonfeed.org/version/1.1',
  title: 'Remote Passport: remote jobs',
  home_page_url: `${site}${listingPath}`,
  feed_url: `${site}${selfPath}`,
  description: 'The newest 100% remote jobs on Remote Passport.',
  language: 'en',
  items: jobs.map((job) => ({
    id: jobUrl(site, job),
    url: jobLink(site, job),
    external_url: job.job_url,
    title: `${job.job_title} at ${job.company_name}`,
    content_text: summary(job),
    summary: descriptionPreview(job.description_start),
    date_published: new Date(job.posted_date).toISOString(),
    tags: [job.category, job.job_type, job.schedule_type, ...(job.hiring_locations ?? [])].filter((tag): tag is string => Boolean(tag)),
    authors: [{ name: job.company_name }],
    // JSON Feed's own extension form: an imported job's last sighting open at its hiring system.
    ...(job.last_verified_at ? { _remote_passport: { verified_open_at: new Date(job.last_verified_at).toISOString() } } : {}),
  })),
})
