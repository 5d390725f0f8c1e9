import { sql } from '@payloadcms/db-postgres/drizzle'
import { pgTable, timestamp, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Pool } from 'pg'

import { runSql } from '../db/runSql'

/** The Stripe events already handled (migrations/20261124_041242_stripe_events.ts). */
export const stripe_events = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: timestamp('received_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
})

/**
 * Takes an event for handling: true the first time its id is seen, false for a redelivery (Stripe
 * delivers at least once, sometimes twice at the same moment: the primary key decides).
 */
export const claimStripeEvent = async (pool: Pool, id: string, type: string) => {
  const { rowCount } = await runSql(
    pool,
    sql`INSERT INTO ${stripe_events} (id, type) VALUES (${id}, ${type}) ON CONFLICT (id) DO NOTHING`,
  )
  return rowCount === 1
}

/** Gives an event back when handling it failed, so Stripe's next delivery handles it again. */
export const releaseStripeEvent = (pool: Pool, id: string) => runSql(pool, sql`DELETE FROM ${stripe_events} WHERE id = ${id}`)

/** Stripe retries an event for 3 days: ids older than 30 days can go. */
export const pruneStripeEvents = async (pool: Pool, now = new Date()) => {
  const { rowCount } = await runSql(pool, sql`DELETE FROM ${stripe_events} WHERE received_at < ${new Date(now.getTime() - 30 * 86_400_000)}`)
  return rowCount ?? 0
}
