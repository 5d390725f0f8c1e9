import pg, { type Pool, type QueryResultRow } from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/lib/db/pool'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { jobsQuery } from '@/lib/jobs/listing/jobsQuery'
import { parseListingParams } from '@/lib/jobs/listing/parseListingParams'

import { loadBenchJobs } from '../../scripts/bench/loadBenchJobs'
import { startTestPayload } from '../helpers/testPayload'

/**
 * The seeker's parameters of /jobs (livesIn, tz, minSalary, sort=salary) on 100,000 jobs, loaded as
 * bench:jobs loads them: each answers right, and PostgreSQL answers it from an index — never by
 * reading the whole jobs table or every eligible-country row for the page. The plans are read
 * with EXPLAIN ANALYZE on the very statements the listing sends (SHOW_PLANS=1 prints them).
 */
const JOBS = 100_000
let payload: Payload
let pool: Pool
const summer = new Date('2026-07-01T12:00:00Z')

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] }
type Step = { node: string; relation?: string; index?: string; rows: number; rowsPerLoop: number }

const stepsOf = (node: PlanNode): Step[] => [
  { node: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'], rows: (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), rowsPerLoop: node['Actual Rows'] ?? 0 },
  ...(node.Plans ?? []).flatMap(stepsOf),
]

/** Runs the listing on a pool that records its statements, then explains each one as it ran. */
const listingWithPlans = async (query: Record<string, string>) => {
  const sent: Array<{ text: string; values: unknown[] }> = []
  const recording = {
    query: <Row extends QueryResultRow>(text: string, values: unknown[]) => {
      sent.push({ text, values })
      return pool.query<Row>(text, values)
    },
  } as unknown as Pool
  const listing = await jobsQuery(recording, parseListingParams(query), { now: summer })
  const plans = []
  for (const { text, values } of sent) {
    const { rows } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values)
    if (process.env.SHOW_PLANS) console.log(JSON.stringify(rows[0]['QUERY PLAN'][0].Plan, ['Node Type', 'Index Name', 'Relation Name', 'Actual Rows', 'Actual Loops', 'Plans', 'Index Cond', 'Filter', 'Rows Removed by Filter'], 1))
    plans.push(stepsOf(rows[0]['QUERY PLAN'][0].Plan))
  }
  const [count, page] = plans
  return { listing, count, page }
}

const scansOf = (steps: Step[], relation: string) => steps.filter((step) => step.relation === relation)
const indexesUsed = (steps: Step[]) => steps.map((step) => step.index).filter(Boolean)

/** A statement that reads jobs and their countries through indexes, never a table end to end. */
const expectIndexed = (steps: Step[]) => {
  expect(scansOf(steps, 'jobs').map((step) => step.node)).not.toContain('Seq Scan')
  expect(scansOf(steps, 'jobs_eligible_countries').map((step) => step.node)).not.toContain('Seq Scan')
}

/** Counting the matches reads only an index (the listing's covering indexes hold the fit columns). */
const expectIndexOnlyCount = (count: Step[], index: string) => {
  expect(scansOf(count, 'jobs').map((step) => [step.node, step.index])).toEqual([['Index Only Scan', index]])
}

/** No sort sees more than a page of rows (or one job's locations): the order comes from an index. */
const expectNoSortBeyondThePage = (page: Step[]) => {
  for (const step of page.filter((step) => step.node === 'Sort')) expect(step.rowsPerLoop).toBeLessThanOrEqual(30)
}

beforeAll(async () => {
  payload = await startTestPayload()
  pool = poolOf(payload)
  // Loading takes longer than the site's query timeout allows one statement: a pool without it.
  const loader = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
  try {
    await loadBenchJobs(loader, JOBS)
  } finally {
    await loader.end()
  }
}, 600_000)

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe(`the seeker's parameters on ${JOBS.toLocaleString('en-US')} jobs`, () => {
  it('livesIn: only jobs open to that country, found through the (value, parent_id) index', async () => {
    const { listing, count, page } = await listingWithPlans({ livesIn: 'PT' })
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM jobs j WHERE j.is_active AND (j.expires_at IS NULL OR j.expires_at > $1)
         AND (j.open_worldwide OR EXISTS (SELECT 1 FROM jobs_eligible_countries c WHERE c.parent_id = j.id AND c.value = 'PT'))`,
      [summer],
    )
    expect(listing.matching).toBe(Number(rows[0].n))
    expect(listing.matching).toBeGreaterThan(10_000)
    expect(listing.matching).toBeLessThan(JOBS)
    expect(listing.jobs).toHaveLength(30)
    for (const job of listing.jobs) expect(job.open_worldwide || job.eligible_countries.includes('PT')).toBe(true)
    expectIndexed(page)
    expectIndexed(count)
    expect(indexesUsed(page)).toContain('jobs_eligible_countries_value_parent_idx')
    expect(indexesUsed(count)).toContain('jobs_eligible_countries_value_parent_idx')
  })

  it('livesIn for a country few jobs take: the count reads that country’s rows, not every job’s', async () => {
    const { listing, count } = await listingWithPlans({ livesIn: 'KE' })
    for (const job of listing.jobs) expect(job.open_worldwide || job.eligible_countries.includes('KE')).toBe(true)
    const countryScans = scansOf(count, 'jobs_eligible_countries')
    expect(countryScans.map((step) => step.index)).toContain('jobs_eligible_countries_value_parent_idx')
    const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM jobs_eligible_countries`)
    for (const scan of countryScans) expect(scan.rows).toBeLessThan(Number(rows[0].n) / 10)
  })

  it('tz: jobs with no range or a range holding the zone’s offset today, the page walked in date order', async () => {
    const { listing, count, page } = await listingWithPlans({ tz: 'Asia/Tokyo' })
    expect(listing.jobs).toHaveLength(30)
    for (const job of listing.jobs) {
      if (job.tz_min_offset !== null) expect([job.tz_min_offset <= 9, job.tz_max_offset! >= 9]).toEqual([true, true])
    }
    expect(listing.jobs.some((job) => job.tz_min_offset !== null)).toBe(true)
    const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE tz_min_offset IS NOT NULL AND NOT (tz_min_offset <= 9 AND tz_max_offset >= 9)`)
    expect(Number(rows[0].n)).toBeGreaterThan(10_000)
    expectIndexed(page)
    expect(indexesUsed(page)).toContain('jobs_listed_recent_idx')
    expectNoSortBeyondThePage(page)
    expectIndexOnlyCount(count, 'jobs_listed_recent_idx')
  })

  it('minSalary: only jobs paying at least that many dollars a year, through the salary index', async () => {
    const { listing, count, page } = await listingWithPlans({ minSalary: '150000' })
    expect(listing.matching).toBeGreaterThan(0)
    for (const job of listing.jobs) expect(Math.max(job.salary_min_usd ?? 0, job.salary_max_usd ?? 0)).toBeGreaterThanOrEqual(150_000)
    expectIndexed(page)
    expectNoSortBeyondThePage(page)
    expectIndexOnlyCount(count, 'jobs_listed_salary_idx')
  })

  it('sort=salary: the highest yearly dollars first, the page read from the salary index in its order', async () => {
    const { listing, page } = await listingWithPlans({ sort: 'salary', page: '40' })
    const figures = listing.jobs.map((job) => job.salary_max_usd ?? job.salary_min_usd ?? -1)
    expect(figures).toEqual([...figures].sort((a, b) => b - a))
    expectIndexed(page)
    expect(scansOf(page, 'jobs').map((step) => step.index)).toContain('jobs_listed_salary_idx')
    expectNoSortBeyondThePage(page)
  })

  it('all three at once, as a seeker in Lisbon wanting $80k sends them', async () => {
    const { listing, count, page } = await listingWithPlans({ livesIn: 'PT', tz: 'Europe/Lisbon', minSalary: '80000' })
    expect(listing.jobs.length).toBeGreaterThan(0)
    for (const job of listing.jobs) {
      expect(job.open_worldwide || job.eligible_countries.includes('PT')).toBe(true)
      expect(Math.max(job.salary_min_usd ?? 0, job.salary_max_usd ?? 0)).toBeGreaterThanOrEqual(80_000)
      if (job.tz_min_offset !== null) expect(job.tz_min_offset <= 1 && job.tz_max_offset! >= 1).toBe(true)
    }
    expectIndexed(page)
    expectIndexed(count)
    expectNoSortBeyondThePage(page)
  })
})
