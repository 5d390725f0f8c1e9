import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Job counts (issue 31): a counter row per (UTC day, job, source) of page views and apply clicks
 * (src/lib/jobs/counts/jobDailyCounts.ts), gone with its job; and what keeps a visitor from being
 * counted twice within the hour without keeping who they are: a random salt per day and "counted
 * already" marks, keyed hashes that expire an hour on (src/lib/jobs/counts/countOnce.ts), both
 * pruned by the hourly housekeeping. The favorites' created_at index is Payload's own.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "job_daily_counts" (
    "day" date NOT NULL,
    "job_id" integer NOT NULL REFERENCES "jobs" ("id") ON DELETE CASCADE,
    "source" varchar(16) NOT NULL CHECK ("source" IN ('board', 'feed', 'api', 'other-site', 'direct')),
    "views" integer NOT NULL DEFAULT 0,
    "apply_clicks" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("day", "job_id", "source")
  );
  CREATE INDEX IF NOT EXISTS "job_daily_counts_job_day_idx" ON "job_daily_counts" ("job_id", "day");
  CREATE TABLE IF NOT EXISTS "count_salts" (
    "day" date PRIMARY KEY,
    "salt" bytea NOT NULL
  );
  CREATE TABLE IF NOT EXISTS "count_once" (
    "key" bytea PRIMARY KEY,
    "expires_at" timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "count_once_expires_at_idx" ON "count_once" ("expires_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "count_once";
  DROP TABLE IF EXISTS "count_salts";
  DROP TABLE IF EXISTS "job_daily_counts";
  `)
}
