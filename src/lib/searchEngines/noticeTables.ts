import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from '@payloadcms/db-postgres/drizzle/pg-core'

/**
 * What each search engine was last told of each job (migrations/20261128_010000_search_engine_notices.ts):
 * its page's address, whether it was told as listed (URL_UPDATED) or not (URL_DELETED, or never
 * accepted yet), the job's updatedAt it was told at, when, and the failed tries since the last
 * accepted notice. No foreign key: a deleted job's row is what says its page must be told gone.
 */
export const search_engine_notices = pgTable(
  'search_engine_notices',
  {
    jobId: integer('job_id').notNull(),
    engine: varchar('engine', { length: 16 }).notNull(),
    url: text('url').notNull(),
    listed: boolean('listed').notNull(),
    jobVersion: timestamp('job_version', { mode: 'date', withTimezone: true, precision: 3 }),
    toldAt: timestamp('told_at', { mode: 'date', withTimezone: true, precision: 3 }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { mode: 'date', withTimezone: true, precision: 3 }),
  },
  (columns) => [primaryKey({ columns: [columns.jobId, columns.engine] })],
)

/** Notices sent per UTC day and engine, shared by every instance: Google's daily quota is counted here. */
export const search_engine_quota = pgTable(
  'search_engine_quota',
  {
    day: date('day', { mode: 'string' }).notNull(),
    engine: varchar('engine', { length: 16 }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (columns) => [primaryKey({ columns: [columns.day, columns.engine] })],
)
