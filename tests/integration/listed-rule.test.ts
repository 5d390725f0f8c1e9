import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { runSql } from '@/lib/db/runSql'
import { JOBS_PER_SITEMAP, jobUrls, sitemapFiles } from '@/lib/feeds/sitemap'
import { listedFavoriteIds } from '@/lib/jobs/listing/favoritesQuery'
import { jobFacets } from '@/lib/jobs/listing/jobFacets'
import { closedJobSlugs } from '@/lib/jobs/closedJobSlugs'
import { jobsQuery } from '@/lib/jobs/listing/jobsQuery'
import { isListed, listedJobsSql, listedJobsWhere } from '@/lib/jobs/listedRule'
import { defaultListing } from '@/lib/jobs/listing/listingParams'
import { newJobsMatching } from '@/lib/jobs/listing/newJobsQuery'
import { nextListedExpiry } from '@/lib/jobs/nextListedExpiry'
import { openJobCountsByCategory } from '@/lib/jobs/listing/openJobCountsByCategory'
import { listedJobLinks } from '@/lib/linkCheck/runs/linkInputs'
import { jobs } from '@/payload-generated-schema'
import type { Job } from '@/payload-types'

import { DATABASE_SCHEMA_FILE, writeDatabaseSchema } from '../../scripts/lib/databaseSchema'
import { createJob, createMember } from '../helpers/fixtures'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
const now = new Date('2030-06-01T12:00:00.000Z')
const at = (ms: number) => new Date(now.getTime() + ms).toISOString()
const DAY = 24 * 60 * 60 * 1000

/** Active or not, and every kind of expiry around `now`: only the first three are listed. */
const CASES: Array<{ title: string; is_active: boolean; expiresAt: string | null; listed: boolean }> = [
  { title: 'active, no expiry', is_active: true, expiresAt: null, listed: true },
  { title: 'active, expires tomorrow', is_active: true, expiresAt: at(DAY), listed: true },
  { title: 'active, expires in 1 ms', is_active: true, expiresAt: at(1), listed: true },
  { title: 'active, expires now', is_active: true, expiresAt: at(0), listed: false },
  { title: 'active, expired yesterday', is_active: true, expiresAt: at(-DAY), listed: false },
  { title: 'inactive, no expiry', is_active: false, expiresAt: null, listed: false },
  { title: 'inactive, expires tomorrow', is_active: false, expiresAt: at(DAY), listed: false },
  { title: 'inactive, expired yesterday', is_active: false, expiresAt: at(-DAY), listed: false },
]
const docs: Job[] = []
const listedTitles = CASES.filter((job) => job.listed).map((job) => job.title).sort()
const titlesOf = (ids: number[]) => docs.filter((doc) => ids.includes(doc.id)).map((doc) => doc.job_title).sort()

beforeAll(async () => {
  payload = await startTestPayload()
  for (const { title, is_active, expiresAt } of CASES) {
    const created = await createJob(payload, { job_title: title, is_active })
    // New jobs get an expiry from their plan (setExpiry): set each case's own afterwards.
    docs.push(await payload.update({ collection: 'jobs', id: created.id, data: { expiresAt }, overrideAccess: true }))
  }
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('one rule for a listed job (src/lib/jobs/listedRule.ts)', () => {
  it('its Payload Where, its SQL and its check of a loaded job pick the same jobs', async () => {
    const { docs: found } = await payload.find({ collection: 'jobs', where: listedJobsWhere(now), limit: 0, depth: 0 })
    const { rows } = await runSql<{ id: number }>(poolOf(payload), sql`SELECT ${jobs.id} AS id FROM ${jobs} WHERE ${listedJobsSql(now)}`)
    expect(found.map((doc) => doc.job_title).sort()).toEqual(listedTitles)
    expect(titlesOf(rows.map((row) => row.id))).toEqual(listedTitles)
    expect(docs.filter((doc) => isListed(doc, now)).map((doc) => doc.job_title).sort()).toEqual(listedTitles)
  })

  it('is what the public may read through the jobs access rule', async () => {
    const { docs: readable } = await payload.find({ collection: 'jobs', limit: 0, depth: 0, overrideAccess: false })
    const { rows } = await runSql<{ id: number }>(poolOf(payload), sql`SELECT ${jobs.id} AS id FROM ${jobs} WHERE ${listedJobsSql(new Date())}`)
    expect(readable.map((doc) => doc.id).sort()).toEqual(rows.map((row) => row.id).sort())
  })

  it('every reader of listed jobs applies it', async () => {
    const pool = poolOf(payload)
    const listing = await jobsQuery(pool, defaultListing(), { now, pageSize: 50 })
    expect(listing.jobs.map((job) => job.job_title).sort()).toEqual(listedTitles)

    const member = await createMember(payload, 'listed-rule@example.com')
    for (const doc of docs) await payload.create({ collection: 'favorites', data: { member: member.id, job: doc.id }, overrideAccess: true })
    expect(titlesOf(await listedFavoriteIds(pool, member.id, now))).toEqual(listedTitles)
    const favorites = await jobsQuery(pool, { ...defaultListing(), tab: 'favorites' }, { now, memberId: member.id, pageSize: 50 })
    expect(favorites.jobs.map((job) => job.job_title).sort()).toEqual(listedTitles)
    expect(titlesOf((await listedJobLinks(pool, now)).map((link) => Number(link.id)))).toEqual(listedTitles)
    expect(titlesOf((await newJobsMatching(pool, defaultListing(), new Date(0), { now })).jobs.map((job) => job.id))).toEqual(listedTitles)

    const total = listedTitles.length
    expect([...(await openJobCountsByCategory(payload, now)).values()].reduce((sum, n) => sum + n, 0)).toBe(total)
    expect((await jobFacets(pool, now)).category.reduce((sum, option) => sum + option.count, 0)).toBe(total)
    expect((await sitemapFiles(pool, 'https://example.test', now)).filter((file) => file.loc.includes('/jobs-'))).toHaveLength(1)
    const closed = await closedJobSlugs(pool, now)
    for (const doc of docs) expect(closed.has(doc.slug!), doc.job_title).toBe(!isListed(doc, now))
    expect(await nextListedExpiry(pool, now)).toEqual(new Date(at(1)))
  })

  it("gives each job's sitemap entry the later of its last change and its last verification", async () => {
    const pool = poolOf(payload)
    const [verified, edited] = docs.filter((doc) => isListed(doc, now))
    const later = new Date(Date.parse(verified.updatedAt) + 3 * DAY)
    await pool.query('UPDATE jobs SET last_verified_at = $1 WHERE id = $2', [later.toISOString(), verified.id])
    try {
      const urls = await jobUrls(pool, 'https://example.test', 1, now)
      const lastmod = (doc: Job) => urls.find((url) => url.loc.endsWith(`/jobs/${doc.slug}`))?.lastmod
      expect(new Date(lastmod(verified)!).toISOString()).toBe(later.toISOString())
      expect(new Date(lastmod(edited)!).toISOString()).toBe(new Date(edited.updatedAt).toISOString())
      expect(urls.length).toBeLessThanOrEqual(JOBS_PER_SITEMAP)
      expect(JOBS_PER_SITEMAP).toBeLessThanOrEqual(50_000)
    } finally {
      await pool.query('UPDATE jobs SET last_verified_at = NULL WHERE id = $1', [verified.id])
    }
  })

  it('is built on the tables Payload generates now: the committed schema file is current', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'db-schema-'))
    try {
      await writeDatabaseSchema(payload, path.join(dir, 'schema.ts'))
      const fresh = await readFile(path.join(dir, 'schema.ts'), 'utf8')
      expect(fresh, 'run npm run generate:db-schema and commit src/payload-generated-schema.ts').toBe(await readFile(DATABASE_SCHEMA_FILE, 'utf8'))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
