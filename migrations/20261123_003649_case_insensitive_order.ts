import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A-Z orders ignore case, so "dbt Labs" sorts among the Ds rather than after "Zapier" on a
 * database whose collation orders by code point. Companies get a lower-cased sort name (kept by
 * a field hook); the jobs listing orders by lower(...) with covering indexes to match, so paging
 * stays an index scan.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "companies" ADD COLUMN "sort_name" varchar;
  UPDATE "companies" SET "sort_name" = lower("name");
  CREATE INDEX "companies_sort_name_idx" ON "companies" USING btree ("sort_name");
  DROP INDEX IF EXISTS "jobs_listed_company_idx";
  DROP INDEX IF EXISTS "jobs_listed_title_idx";
  CREATE INDEX IF NOT EXISTS "jobs_listed_company_lower_idx" ON "jobs" (lower("company_name"), "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_listed_title_lower_idx" ON "jobs" (lower("job_title"), "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_listed_company_lower_idx";
  DROP INDEX IF EXISTS "jobs_listed_title_lower_idx";
  CREATE INDEX IF NOT EXISTS "jobs_listed_company_idx" ON "jobs" ("company_name", "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_listed_title_idx" ON "jobs" ("job_title", "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  DROP INDEX "companies_sort_name_idx";
  ALTER TABLE "companies" DROP COLUMN "sort_name";`)
}
