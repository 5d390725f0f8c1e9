import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '../db/runSql'
import { selectList } from '../db/selectList'
import { jobPageUrl } from '../jobs/counts/countSource'
import { eligibleCountries } from '../jobs/listing/hiringLocationsSql'
import type { JobListingParams } from '../jobs/listing/listingParams'
import { listingWhere } from '../jobs/listing/listingSql'
import { jobs } from '../../payload-generated-schema'
import { cdata } from './xml'

/** Jobs read from PostgreSQL per step of the stream: the feed never holds more than this in memory. */
export const FEED_BATCH = 500

export type IndeedFeedJob = {
  id: number
  slug: string
  job_title: string
  company_name: string
  job_description: string | null
  job_type: string | null
  category: string | null
  education_level: string | null
  experience_level: string | null
  salary_range: string | null
  posted_date: Date
  expires_at: Date | null
  open_worldwide: boolean
  eligible_countries: string[]
}

/** The aggregators' job types (Indeed's `<jobtype>` words). */
const JOB_TYPES: Record<string, string> = { 'Full-Time': 'fulltime', 'Part-Time': 'parttime', Contract: 'contract', Internship: 'internship' }

/** A description as the aggregators show it: its paragraphs as HTML, the text escaped as HTML. */
const descriptionHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`)
    .join('')

const element = (name: string, value: string | null | undefined) => (value ? `<${name}>${cdata(value)}</${name}>\n` : '')

/**
 * One job of the feed. Its reference number is the job's id, which never changes. A remote job
 * has no city: `<remotetype>` says it is fully remote, and `<country>` names the country when the
 * job is open to residents of one country only (a job open to several, or worldwide, names none).
 */
export const indeedJob = (job: IndeedFeedJob, site: string) =>
  `<job>
${element('title', job.job_title)}${element('date', new Date(job.posted_date).toISOString())}${element('referencenumber', String(job.id))}${element('url', jobPageUrl(site, job.slug, 'feed'))}${element('company', job.company_name)}${element('country', !job.open_worldwide && job.eligible_countries.length === 1 ? job.eligible_countries[0] : null)}${element('remotetype', 'Fully remote')}${element('description', descriptionHtml(job.job_description || job.job_title))}${element('salary', job.salary_range)}${element('jobtype', job.job_type ? JOB_TYPES[job.job_type] : null)}${element('category', job.category)}${element('education', job.education_level)}${element('experience', job.experience_level)}${element('expirationdate', job.expires_at ? new Date(job.expires_at).toISOString() : null)}</job>
`

const feedHead = (site: string, now: Date) => `<?xml version="1.0" encoding="utf-8"?>
<source>
<publisher>Remote Passport</publisher>
<publisherurl>${cdata(site)}</publisherurl>
<lastBuildDate>${now.toUTCString()}</lastBuildDate>
`

/** One step of the feed: the next listed jobs matching the search after `afterId`, in id order. */
const nextJobs = async (pool: Pool, params: JobListingParams, afterId: number, now: Date, size: number) =>
  (
    await runSql<IndeedFeedJob>(
      pool,
      sql`SELECT ${selectList<IndeedFeedJob>({
        id: jobs.id,
        slug: jobs.slug,
        job_title: jobs.job_title,
        company_name: jobs.company_name,
        job_description: jobs.job_description,
        job_type: jobs.job_type,
        category: jobs.category,
        education_level: jobs.education_level,
        experience_level: jobs.experience_level,
        salary_range: jobs.salary_range,
        posted_date: jobs.posted_date,
        expires_at: jobs.expiresAt,
        open_worldwide: sql`coalesce(${jobs.openWorldwide}, false)`,
        eligible_countries: eligibleCountries,
      })}
        FROM ${jobs} WHERE ${listingWhere(params, { now })} AND ${jobs.id} > ${afterId}
       ORDER BY ${jobs.id} LIMIT ${size}`,
    )
  ).rows

/** The longest a whole-board stream may take: a reader that stalls longer is cut off and its place freed. */
export const FEED_MAX_MS = 5 * 60 * 1000

type StreamOptions = { site: string; now?: Date; batchSize?: number; maxMs?: number; onEnd?: () => void }

/**
 * Every listed job matching a /jobs search, in the aggregators' XML job-feed format, as a stream.
 * A step reads the next batch only when the reader has taken the last (the stream's pull), so a
 * slow reader holds one batch, whatever the number of jobs; one that stalls is cut off after
 * `maxMs`. `onEnd` runs once, when the stream ends, fails, is cancelled or is cut off.
 */
export const indeedFeedStream = (
  pool: Pool,
  params: JobListingParams,
  { site, now = new Date(), batchSize = FEED_BATCH, maxMs = FEED_MAX_MS, onEnd }: StreamOptions,
) => {
  const encoder = new TextEncoder()
  let afterId = 0
  let started = false
  let ended = false
  let deadline: ReturnType<typeof setTimeout> | undefined
  const end = () => {
    if (ended) return
    ended = true
    clearTimeout(deadline)
    onEnd?.()
  }
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        deadline = setTimeout(() => {
          controller.error(new Error(`The feed took over ${Math.round(maxMs / 1000)} s to read`))
          end()
        }, maxMs)
        deadline.unref?.()
      },
      async pull(controller) {
        try {
          if (!started) {
            started = true
            controller.enqueue(encoder.encode(feedHead(site, now)))
            return
          }
          const batch = await nextJobs(pool, params, afterId, now, batchSize)
          if (batch.length) {
            afterId = batch[batch.length - 1].id
            controller.enqueue(encoder.encode(batch.map((job) => indeedJob(job, site)).join('')))
          }
          if (batch.length < batchSize) {
            controller.enqueue(encoder.encode('</source>\n'))
            controller.close()
            end()
          }
        } catch (error) {
          end()
          controller.error(error)
        }
      },
      cancel: end,
    },
    { highWaterMark: 1 },
  )
}
