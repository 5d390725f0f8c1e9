import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { jobs } from '@/payload-generated-schema'

import { poolOf } from '../db/pool'
import { runSql } from '../db/runSql'
import type { ExchangeRates } from '../money/exchangeRates'
import { readSalary, workOf } from './jobFit'

type Row = { id: number; text: string; job_type: string | null; job_description: string | null; min: number | null; max: number | null; unsure: boolean | null }

const BATCH = 2000

/**
 * After the rates changed (or how salaries are read): every job's salary in yearly dollars, read again from its text, except
 * where a moderator set the numbers. Only rows whose figures change are written, a batch at a time.
 */
export const refreshJobSalaries = async (payload: Payload, rates: Pick<ExchangeRates, 'rates'>) => {
  const pool = poolOf(payload)
  let changed = 0
  for (let after = 0; ; ) {
    const { rows } = await runSql<Row>(
      pool,
      sql`SELECT ${jobs.id} AS id, ${jobs.salary_range} AS text, ${jobs.job_type} AS job_type, ${jobs.job_description} AS job_description, ${jobs.salary_min_usd}::float8 AS min, ${jobs.salary_max_usd}::float8 AS max,
            ${jobs.salaryNeedsReview} AS unsure
            FROM ${jobs}
           WHERE ${jobs.id} > ${after} AND ${jobs.salary_range} IS NOT NULL AND NOT coalesce(${jobs.salarySetByHand}, false)
           ORDER BY ${jobs.id} LIMIT ${BATCH}`,
    )
    if (!rows.length) return changed
    const updates = rows
      .map((row) => ({ id: row.id, ...readSalary(row.text, rates, workOf({ ...row, salary_range: row.text })), before: row }))
      .filter(({ salary_min_usd, salary_max_usd, salaryNeedsReview, before }) => salary_min_usd !== before.min || salary_max_usd !== before.max || salaryNeedsReview !== Boolean(before.unsure))
    if (updates.length) {
      await runSql(
        pool,
        sql`UPDATE ${jobs} SET salary_min_usd = u.min_usd, salary_max_usd = u.max_usd, salary_needs_review = u.unsure
              FROM unnest(${sql.param(updates.map((u) => u.id))}::int[], ${sql.param(updates.map((u) => u.salary_min_usd))}::numeric[],
                          ${sql.param(updates.map((u) => u.salary_max_usd))}::numeric[], ${sql.param(updates.map((u) => u.salaryNeedsReview))}::boolean[])
                   AS u(id, min_usd, max_usd, unsure)
             WHERE ${jobs.id} = u.id`,
      )
      changed += updates.length
    }
    after = rows[rows.length - 1].id
  }
}
