import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '../db/runSql'
import { search_engine_quota as quota } from './noticeTables'
import type { SearchEngine } from './searchEngineConfig'

/** The UTC day a time falls on, as the quota counts it. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/** Notices sent to `engine` on the UTC day of `now`, by every instance together. */
export const quotaUsed = async (pool: Pool, engine: SearchEngine, now: Date) => {
  const { rows } = await runSql<{ used: number }>(
    pool,
    sql`SELECT ${quota.used} AS used FROM ${quota} WHERE ${quota.day} = ${utcDay(now)} AND ${quota.engine} = ${engine}`,
  )
  return rows[0]?.used ?? 0
}

/**
 * Takes one of the day's `limit` sends, in one statement so instances sharing the database never
 * take more than the limit between them: false when the day's are all taken.
 */
export const claimQuota = async (pool: Pool, engine: SearchEngine, now: Date, limit: number) => {
  const { rows } = await runSql(
    pool,
    sql`INSERT INTO ${quota} (day, engine, used) SELECT ${utcDay(now)}::date, ${engine}::varchar, 1 WHERE ${limit}::int > 0
        ON CONFLICT (day, engine) DO UPDATE SET ${sql.identifier(quota.used.name)} = ${quota.used} + 1 WHERE ${quota.used} < ${limit}
        RETURNING ${quota.used}`,
  )
  return rows.length > 0
}

/** Gives back a send the engine did not take (it failed, or refused it): only accepted notices count. */
export const releaseQuota = async (pool: Pool, engine: SearchEngine, now: Date) => {
  await runSql(
    pool,
    sql`UPDATE ${quota} SET ${sql.identifier(quota.used.name)} = greatest(${quota.used} - 1, 0)
         WHERE ${quota.day} = ${utcDay(now)} AND ${quota.engine} = ${engine}`,
  )
}

/** Forgets the counts of days more than `days` ago (the hourly housekeeping). */
export const pruneSearchEngineQuota = async (pool: Pool, now: Date, days: number) => {
  await runSql(
    pool,
    sql`DELETE FROM ${quota} WHERE ${quota.day} < (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date - ${days}::int`,
  )
}
