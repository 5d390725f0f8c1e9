import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { listedJobsSql } from '@/lib/jobs/listedRule'
import { job_sources, jobs } from '@/payload-generated-schema'

/** How many failing hiring systems the dashboard names; the rest are a link to the list. */
export const FAILING_SOURCES_LISTED = 5

export type FailingSource = { id: number; kind: string; board: string; error: string | null; failures: number }

export type JobImports = {
  sources: number
  failing: number
  neverSynced: number
  lastSyncAt: string | null
  /** Imported jobs listed now, and those closed because their source stopped listing them. */
  listed: number
  closedBySource: number
  failingSources: FailingSource[]
}

/** The import's health: sources by state, the failing ones, and what the imported jobs amount to. */
export const jobImports = async (pool: Pool, now: Date): Promise<JobImports> => {
  const [sources, imported, failing] = await Promise.all([
    runSql<{ sources: number; failing: number; never: number; last: Date | null }>(
      pool,
      sql`SELECT count(*)::int AS sources,
                 count(*) FILTER (WHERE ${job_sources.syncStatus} = 'failed')::int AS failing,
                 count(*) FILTER (WHERE ${job_sources.syncStatus} = 'never' OR ${job_sources.syncStatus} IS NULL)::int AS never,
                 max(${job_sources.lastSyncAt}) AS last
            FROM ${job_sources} WHERE coalesce(${job_sources.enabled}, true)`,
    ),
    runSql<{ listed: number; closed: number }>(
      pool,
      sql`SELECT count(*) FILTER (WHERE ${listedJobsSql(now)})::int AS listed,
                 count(*) FILTER (WHERE coalesce(${jobs.goneFromSource}, false))::int AS closed
            FROM ${jobs} WHERE ${jobs.source} IS NOT NULL`,
    ),
    runSql<{ id: number; kind: string; board: string; last_error: string | null; failures: string | null }>(
      pool,
      sql`SELECT ${job_sources.id} AS id, ${job_sources.kind} AS kind, ${job_sources.board} AS board, ${job_sources.lastError} AS last_error,
                 ${job_sources.consecutiveFailures} AS failures
            FROM ${job_sources} WHERE ${job_sources.syncStatus} = 'failed' AND coalesce(${job_sources.enabled}, true)
           ORDER BY ${job_sources.consecutiveFailures} DESC NULLS LAST, ${job_sources.id} LIMIT ${FAILING_SOURCES_LISTED}`,
    ),
  ])
  const totals = sources.rows[0]
  return {
    sources: totals?.sources ?? 0,
    failing: totals?.failing ?? 0,
    neverSynced: totals?.never ?? 0,
    lastSyncAt: totals?.last ? new Date(totals.last).toISOString() : null,
    listed: imported.rows[0]?.listed ?? 0,
    closedBySource: imported.rows[0]?.closed ?? 0,
    failingSources: failing.rows.map((row) => ({ id: row.id, kind: row.kind, board: row.board, error: row.last_error, failures: Number(row.failures ?? 0) })),
  }
}
