import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { link_check_runs, link_check_runs_rels } from '@/payload-generated-schema'

/** How many runs the link-health chart shows, oldest first. */
export const LINK_RUNS_SHOWN = 10

export type LinkRunFigures = {
  id: number
  startedAt: string
  status: string
  valid: number
  broken: number
  blocked: number
  unknown: number
  deactivated: number
}

export type LinkHealth = { lastRun: LinkRunFigures | null; runs: LinkRunFigures[] }

type RunRow = {
  id: number
  started_at: Date
  status: string
  valid: string | null
  broken: string | null
  blocked: string | null
  unknown: string | null
  deactivated: string
}

/**
 * The finished link checks (completed, inconclusive or failed; not one still running), newest
 * last: each one's verdicts and how many jobs it deactivated. Reads the last ten runs by
 * started_at (its index) and their `deactivated` relations (by parent).
 */
export const linkHealth = async (pool: Pool): Promise<LinkHealth> => {
  const { rows } = await runSql<RunRow>(
    pool,
    sql`SELECT r.id, r.started_at, r.status::text AS status, r.valid_count AS valid, r.broken_count AS broken,
               r.blocked_count AS blocked, r.unknown_count AS unknown,
               (SELECT count(*) FROM ${link_check_runs_rels} d WHERE d.parent_id = r.id AND d.path = 'deactivated') AS deactivated
          FROM ${link_check_runs} r
         WHERE r.status <> 'running'
         ORDER BY r.started_at DESC
         LIMIT ${LINK_RUNS_SHOWN}`,
  )
  const runs = rows.reverse().map((row) => ({
    id: row.id,
    startedAt: row.started_at.toISOString(),
    status: row.status,
    valid: Number(row.valid ?? 0),
    broken: Number(row.broken ?? 0),
    blocked: Number(row.blocked ?? 0),
    unknown: Number(row.unknown ?? 0),
    deactivated: Number(row.deactivated),
  }))
  return { lastRun: runs.at(-1) ?? null, runs }
}
