import { createHmac, randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import { customType, date, pgTable, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/** How long one visitor's view or click of one job stays counted once. */
export const REPEAT_WINDOW_MS = 60 * 60 * 1000

/**
 * A random salt per UTC day (migrations/20261127_120000_job_counts.ts), shared by every instance
 * and deleted after two days: yesterday's keys can no longer be made again, even with the site's
 * secret and a guess of who it was.
 */
export const count_salts = pgTable('count_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
})

/**
 * "Counted already" marks: a keyed hash of (address, browser, job, kind) and when it stops
 * holding, one hour after the count. Housekeeping deletes the expired ones every hour.
 */
export const count_once = pgTable('count_once', {
  key: bytea('key').primaryKey(),
  expiresAt: timestamp('expires_at', { mode: 'date', withTimezone: true }).notNull(),
})

const utcDay = (at: Date) => at.toISOString().slice(0, 10)

const salts = new WeakMap<Pool, Map<string, Buffer>>()

/** The salt of `at`'s UTC day: made by the first instance that needs it, then kept in memory. */
const saltOf = async (pool: Pool, at: Date): Promise<Buffer> => {
  const day = utcDay(at)
  let known = salts.get(pool)
  if (!known) salts.set(pool, (known = new Map()))
  const kept = known.get(day)
  if (kept) return kept
  for (let attempt = 0; attempt < 3; attempt++) {
    // Two instances may make one at once: the first insert wins and both read it back.
    await runSql(pool, sql`INSERT INTO ${count_salts} (day, salt) VALUES (${day}::date, ${randomBytes(32)}) ON CONFLICT (day) DO NOTHING`)
    const { rows } = await runSql<{ salt: Buffer }>(pool, sql`SELECT ${count_salts.salt} AS salt FROM ${count_salts} WHERE ${count_salts.day} = ${day}::date`)
    if (rows[0]) {
      if (known.size > 3) known.clear()
      known.set(day, rows[0].salt)
      return rows[0].salt
    }
  }
  throw new Error(`no count salt for ${day}`)
}

/** Who and what, as a keyed hash that names neither: HMAC(secret, salt ‖ parts). */
const markKey = (secret: string, salt: Buffer, parts: string[]) =>
  createHmac('sha256', secret).update(salt).update(parts.join('\u0000')).digest()

/** A visitor's key for the day (the burst limit's counter), in hex: never their address itself. */
export const visitorKey = async (pool: Pool, secret: string, parts: string[], now: Date) =>
  markKey(secret, await saltOf(pool, now), parts).toString('hex')

/**
 * Whether this is the first time within the hour that `parts` (address, browser, job, kind) are
 * counted, marking it so when it is: one statement, so two instances racing count it once. A mark
 * made just before midnight (under yesterday's salt) still holds after it.
 */
export const firstInHour = async (pool: Pool, secret: string, parts: string[], now: Date): Promise<boolean> => {
  const key = markKey(secret, await saltOf(pool, now), parts)
  const hourAgo = new Date(now.getTime() - REPEAT_WINDOW_MS)
  const earlier = utcDay(hourAgo) === utcDay(now) ? null : markKey(secret, await saltOf(pool, hourAgo), parts)
  const expiresAt = new Date(now.getTime() + REPEAT_WINDOW_MS)
  const notMarkedYesterday = earlier
    ? sql`WHERE NOT EXISTS (SELECT 1 FROM ${count_once} WHERE ${count_once.key} = ${earlier} AND ${count_once.expiresAt} > ${now})`
    : sql``
  const { rows } = await runSql<{ counted: number }>(
    pool,
    sql`INSERT INTO ${count_once} (key, expires_at)
        SELECT ${key}::bytea, ${expiresAt}::timestamptz ${notMarkedYesterday}
        ON CONFLICT (key) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE ${count_once.expiresAt} <= ${now}
        RETURNING 1 AS counted`,
  )
  return rows.length > 0
}

/** Housekeeping: the marks past their hour, and the salts of days before yesterday. */
export const pruneCountMarks = async (pool: Pool, now: Date = new Date()) => {
  await runSql(pool, sql`DELETE FROM ${count_once} WHERE ${count_once.expiresAt} <= ${now}`)
  await runSql(pool, sql`DELETE FROM ${count_salts} WHERE ${count_salts.day} < (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date - 1`)
}
