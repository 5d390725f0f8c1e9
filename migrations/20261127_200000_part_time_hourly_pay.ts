import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { readSalary, workOf } from '../src/lib/jobs/jobFit'

type Row = { id: number; salary_range: string; job_type: string; job_description: string | null }

/**
 * Part-time and contract jobs paid by the hour (issue 33): their yearly dollars are read again,
 * for the hours a week their text states, or none (an hourly rate with unknown hours is no yearly
 * pay, and the "minimum salary" filter stops matching it). A moderator's numbers stay.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const table = await db.execute(sql`SELECT currency, usd_per_unit FROM "exchange_rates_rates"`)
  const rates = (table.rows as Array<{ currency: string; usd_per_unit: string }>).map((row) => ({ currency: row.currency, usdPerUnit: Number(row.usd_per_unit) }))
  const { rows } = await db.execute(sql`
    SELECT id, salary_range, job_type, job_description FROM "jobs"
     WHERE job_type IN ('Part-Time', 'Contract') AND salary_range IS NOT NULL AND NOT coalesce(salary_set_by_hand, false)`)
  const fits = (rows as Row[]).map((row) => ({ id: row.id, ...readSalary(row.salary_range, { rates }, workOf(row)) }))
  if (!fits.length) return
  await db.execute(sql`
    UPDATE "jobs" j SET "salary_min_usd" = f.min_usd, "salary_max_usd" = f.max_usd, "salary_needs_review" = f.review
      FROM unnest(${sql.param(fits.map((fit) => fit.id))}::int[], ${sql.param(fits.map((fit) => fit.salary_min_usd))}::numeric[],
                  ${sql.param(fits.map((fit) => fit.salary_max_usd))}::numeric[], ${sql.param(fits.map((fit) => fit.salaryNeedsReview))}::boolean[])
           AS f(id, min_usd, max_usd, review)
     WHERE j.id = f.id`)
}

/** The figures read before stay as read now: nothing to undo. */
export async function down(_: MigrateDownArgs): Promise<void> {}
