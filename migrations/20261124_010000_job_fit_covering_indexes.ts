import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The seeker's parameters (livesIn, tz, minSalary) are read from the listing's covering indexes
 * too, so a count for "my hours" or "at least $150k" over 100,000 jobs is an index-only scan
 * instead of reading the table (tests/integration/job-fit-at-scale.test.ts). The salary order
 * carries its own columns: PostgreSQL cannot answer coalesce(max, min) from the index alone
 * unless both columns are in it.
 */
const FIT_COLUMNS = `"expires_at", "open_worldwide", "tz_min_offset", "tz_max_offset", "salary_min_usd", "salary_max_usd"`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`
  DROP INDEX IF EXISTS "jobs_listed_recent_idx";
  DROP INDEX IF EXISTS "jobs_listed_salary_idx";
  CREATE INDEX "jobs_listed_recent_idx" ON "jobs" ("posted_date" DESC, "id" DESC) INCLUDE (${FIT_COLUMNS}) WHERE "is_active";
  CREATE INDEX "jobs_listed_salary_idx" ON "jobs" ((coalesce("salary_max_usd", "salary_min_usd")) DESC NULLS LAST, "posted_date" DESC, "id" DESC) INCLUDE (${FIT_COLUMNS}) WHERE "is_active";
  `))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_listed_recent_idx";
  DROP INDEX IF EXISTS "jobs_listed_salary_idx";
  CREATE INDEX "jobs_listed_recent_idx" ON "jobs" ("posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  CREATE INDEX "jobs_listed_salary_idx" ON "jobs" ((coalesce("salary_max_usd", "salary_min_usd")) DESC NULLS LAST, "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  `)
}
