import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Company A-Z and Job Title A-Z sort as people read, ignoring case and accents ("Head of…" before
 * "HR…", "Émile" among the E's): ICU's root collation, in the listing's covering indexes too, so
 * those orders still walk an index (src/lib/jobs/listing/listingSql.ts, LISTING_ORDER).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_listed_company_idx";
  DROP INDEX IF EXISTS "jobs_listed_title_idx";
  CREATE INDEX IF NOT EXISTS "jobs_listed_company_idx" ON "jobs" ("company_name" COLLATE "und-x-icu", "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_listed_title_idx" ON "jobs" ("job_title" COLLATE "und-x-icu", "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_listed_company_idx";
  DROP INDEX IF EXISTS "jobs_listed_title_idx";
  CREATE INDEX IF NOT EXISTS "jobs_listed_company_idx" ON "jobs" ("company_name", "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_listed_title_idx" ON "jobs" ("job_title", "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  `)
}
