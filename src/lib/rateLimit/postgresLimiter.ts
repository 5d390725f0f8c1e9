import { getTableName, sql } from '@payloadcms/db-postgres/drizzle'
import { bigint, integer, pgTable, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Pool } from 'pg'
import { RateLimiterPostgres } from 'rate-limiter-flexible'

import { runSql } from '../db/runSql'

/**
 * rate-limiter-flexible's counters (migrations/20261122_222516_jobs_queue_rate_limits_schedules.ts):
 * the library reads and writes them; `expire` is in epoch milliseconds.
 */
export const rate_limits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
})

const limiters = new WeakMap<Pool, Map<string, RateLimiterPostgres>>()

/** RATE_LIMIT_MULTIPLIER raises every limit alike (end-to-end tests post far more than people do). */
const limitMultiplier = () => Math.max(1, Number(process.env.RATE_LIMIT_MULTIPLIER || 1))

/**
 * One rate-limiter-flexible counter per pool and name, kept in the rate_limits table, so every app
 * instance shares it. `scaled: false` keeps the points as given (allowances that are part of the
 * product, such as free interview messages, or the AI tools' requests a minute).
 */
export const postgresLimiter = (pool: Pool, { name, points, durationSeconds, scaled = true }: { name: string; points: number; durationSeconds: number; scaled?: boolean }) => {
  let byName = limiters.get(pool)
  if (!byName) limiters.set(pool, (byName = new Map()))
  const total = scaled ? points * limitMultiplier() : points
  const key = `${name}:${total}:${durationSeconds}`
  let limiter = byName.get(key)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: getTableName(rate_limits),
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: name,
      points: total,
      duration: durationSeconds,
    })
    byName.set(key, limiter)
  }
  return limiter
}

/** Housekeeping: counters past their window (the limiters' own clearing is off, one prune serves all). */
export const pruneRateLimits = (pool: Pool, now: Date = new Date()) =>
  runSql(pool, sql`DELETE FROM ${rate_limits} WHERE ${rate_limits.expire} < ${now.getTime()}`)
