import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Covering indexes for the listing orders: with expires_at included, counting the listed jobs and
 * paging deep into them (the last page of 100,000) are index-only scans instead of heap reads.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_active_recent_idx";
  DROP INDEX IF EXISTS "jobs_active_company_idx";
  DROP INDEX IF EXISTS "jobs_active_title_idx";
  CREATE INDEX IF NOT EXISTS "jobs_listed_recent_idx" ON "jobs" ("posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_listed_company_idx" ON "jobs" ("company_name", "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_listed_title_idx" ON "jobs" ("job_title", "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_listed_recent_idx";
  DROP INDEX IF EXISTS "jobs_listed_company_idx";
  DROP INDEX IF EXISTS "jobs_listed_title_idx";
  CREATE INDEX IF NOT EXISTS "jobs_active_recent_idx" ON "jobs" ("posted_date" DESC, "id" DESC) WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_active_company_idx" ON "jobs" ("company_name", "posted_date" DESC, "id" DESC) WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_active_title_idx" ON "jobs" ("job_title", "posted_date" DESC, "id" DESC) WHERE "is_active";
  `)
}
