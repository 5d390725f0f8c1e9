import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { REVIEW_EVERY_MONTHS } from '@/lib/visas/reviewDue'
import { visas } from '@/payload-generated-schema'

/** How many due programs the dashboard names; the rest are a link to the list. */
export const VISAS_DUE_LISTED = 15

export type VisaDue = { id: number; country: string; lastReviewed: string | null }

export type VisasDue = { count: number; visas: VisaDue[] }

/** Visa programs whose last review is over 12 months before `now`, the longest-unreviewed first. */
export const visasDueForReview = async (pool: Pool, now: Date): Promise<VisasDue> => {
  const { rows } = await runSql<{
    id: number
    country: string | null
    last_reviewed: Date | null
    due: string
  }>(
    pool,
    sql`SELECT ${visas.id} AS id, ${visas.country} AS country, ${visas.lastReviewed} AS last_reviewed, count(*) OVER () AS due
          FROM ${visas}
         WHERE ${visas.lastReviewed} IS NULL
            OR ${visas.lastReviewed} < ${now.toISOString()}::timestamptz - make_interval(months => ${REVIEW_EVERY_MONTHS})
         ORDER BY ${visas.lastReviewed} ASC NULLS FIRST, ${visas.country}
         LIMIT ${VISAS_DUE_LISTED}`,
  )
  return {
    count: Number(rows[0]?.due ?? 0),
    visas: rows.map((row) => ({
      id: row.id,
      country: row.country ?? `Visa ${row.id}`,
      lastReviewed: row.last_reviewed?.toISOString() ?? null,
    })),
  }
}
