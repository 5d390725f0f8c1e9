import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'

import { readEligibility, readSalary } from '../src/lib/jobs/jobFit'

type Row = { id: number; salary_range: string | null; locations: string[] }

const BATCH = 1000

/** Runs one statement: the migration's transaction, or a pool (the benchmark's loader). */
type Execute = (query: SQL) => Promise<{ rows: unknown[] }>

/**
 * Fills what the previous migration added for the jobs already stored: who may apply, read from
 * their hiring locations, and the salary in yearly dollars, read from its text at the stored rates.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await fillJobFit((query) => db.execute(query))
}

/** Who may apply and the yearly salary of every job, from its texts; the benchmark's loader runs it too. */
export const fillJobFit = async (execute: Execute) => {
  const db = { execute }
  const table = await db.execute(sql`SELECT currency, usd_per_unit FROM "exchange_rates_rates"`)
  const rates = (table.rows as Array<{ currency: string; usd_per_unit: string }>).map((row) => ({ currency: row.currency, usdPerUnit: Number(row.usd_per_unit) }))
  // Many jobs share their texts (the benchmark's hundred thousand have a few hundred): each is read once.
  const eligibility = new Map<string, ReturnType<typeof readEligibility>>()
  const salaries = new Map<string | null, ReturnType<typeof readSalary>>()
  const eligibilityOf = (locations: string[]) => {
    const key = JSON.stringify(locations)
    if (!eligibility.has(key)) eligibility.set(key, readEligibility(locations))
    return eligibility.get(key)!
  }
  const salaryOf = (text: string | null) => {
    if (!salaries.has(text)) salaries.set(text, readSalary(text, { rates }))
    return salaries.get(text)!
  }
  for (let after = 0; ; ) {
    const { rows } = await db.execute(sql`
      SELECT j.id, j.salary_range,
             ARRAY(SELECT t.text FROM "jobs_texts" t WHERE t.parent_id = j.id AND t.path = 'hiring_locations' ORDER BY t."order") AS locations
        FROM "jobs" j WHERE j.id > ${after} ORDER BY j.id LIMIT ${BATCH}`)
    const jobs = rows as Row[]
    if (!jobs.length) break
    const fits = jobs.map((job) => ({ id: job.id, ...eligibilityOf(job.locations), ...salaryOf(job.salary_range) }))
    const column = <K extends keyof (typeof fits)[number]>(key: K) => fits.map((fit) => fit[key] ?? null)
    await db.execute(sql`
      UPDATE "jobs" j SET "open_worldwide" = f.open_worldwide, "eligibility_unread" = f.unread,
             "eligibility_needs_review" = f.needs_review, "salary_min_usd" = f.min_usd, "salary_max_usd" = f.max_usd,
             "salary_needs_review" = f.salary_review
        FROM unnest(${sql.param(column('id'))}::int[], ${sql.param(column('openWorldwide'))}::boolean[], ${sql.param(column('eligibilityUnread'))}::varchar[],
                    ${sql.param(column('eligibilityNeedsReview'))}::boolean[], ${sql.param(column('salary_min_usd'))}::numeric[], ${sql.param(column('salary_max_usd'))}::numeric[],
                    ${sql.param(column('salaryNeedsReview'))}::boolean[])
             AS f(id, open_worldwide, unread, needs_review, min_usd, max_usd, salary_review)
       WHERE j.id = f.id`)
    const pairs = fits.flatMap((fit) => fit.eligibleCountries.map((code, order) => ({ id: fit.id, code, order: order + 1 })))
    if (pairs.length) {
      await db.execute(sql`
        INSERT INTO "jobs_eligible_countries" ("order", "parent_id", "value")
        SELECT p.ord, p.id, p.code::"enum_jobs_eligible_countries"
          FROM unnest(${sql.param(pairs.map((pair) => pair.order))}::int[], ${sql.param(pairs.map((pair) => pair.id))}::int[], ${sql.param(pairs.map((pair) => pair.code))}::text[]) AS p(ord, id, code)`)
    }
    after = jobs[jobs.length - 1].id
  }
}

/** The columns go with the previous migration's down. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "jobs_eligible_countries"`)
}
