import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '../../db/runSql'
import { job_sources } from '../../../payload-generated-schema'

export type ClaimedSource = {
  id: number
  kind: string
  board: string
  company_id: number
  enabled: boolean
  etag: string | null
  last_modified: string | null
  consecutive_failures: number | null
}

/**
 * Takes a source for one sync, or null when another instance (or run) holds it: one UPDATE, so two
 * instances asking at once cannot both win. The lease ends when the sync does, or lapses after
 * `leaseMs` if the instance died mid-sync.
 */
export const claimSource = async (pool: Pool, id: number, leaseMs: number, now: Date): Promise<ClaimedSource | null> => {
  const until = new Date(now.getTime() + leaseMs)
  const { rows } = await runSql<ClaimedSource>(
    pool,
    sql`UPDATE ${job_sources} SET ${sql.identifier('lease_until')} = ${until}
        WHERE ${job_sources.id} = ${id} AND (${job_sources.leaseUntil} IS NULL OR ${job_sources.leaseUntil} < ${now})
        RETURNING id, kind, board, company_id, coalesce(enabled, true) AS enabled, etag, last_modified, consecutive_failures`,
  )
  return rows[0] ?? null
}

export const releaseSource = async (pool: Pool, id: number) => {
  await runSql(pool, sql`UPDATE ${job_sources} SET ${sql.identifier('lease_until')} = NULL WHERE ${job_sources.id} = ${id}`)
}

/** Sources due for a sync, oldest due first, that nobody is syncing. */
export const dueSourceIds = async (pool: Pool, now: Date, limit: number, { all = false } = {}): Promise<number[]> => {
  const { rows } = await runSql<{ id: number }>(
    pool,
    sql`SELECT ${job_sources.id} AS id FROM ${job_sources}
        WHERE coalesce(${job_sources.enabled}, true)
          AND (${job_sources.leaseUntil} IS NULL OR ${job_sources.leaseUntil} < ${now})
          ${all ? sql`` : sql`AND (${job_sources.nextSyncAt} IS NULL OR ${job_sources.nextSyncAt} <= ${now})`}
        ORDER BY ${job_sources.nextSyncAt} ASC NULLS FIRST, ${job_sources.id} ASC LIMIT ${limit}`,
  )
  return rows.map((row) => row.id)
}
