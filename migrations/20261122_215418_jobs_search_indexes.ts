import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Indexes for /jobs at scale (DESIGN.md, "Jobs listing at scale"): trigram indexes for the
 * case-insensitive substring search on title, company and description, the listing orders over
 * active jobs, and the hiring-location filter.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "jobs_job_title_trgm_idx" ON "jobs" USING gin ("job_title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "jobs_company_name_trgm_idx" ON "jobs" USING gin ("company_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "jobs_job_description_trgm_idx" ON "jobs" USING gin ("job_description" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "jobs_active_recent_idx" ON "jobs" ("posted_date" DESC, "id" DESC) WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_active_company_idx" ON "jobs" ("company_name", "posted_date" DESC, "id" DESC) WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_active_title_idx" ON "jobs" ("job_title", "posted_date" DESC, "id" DESC) WHERE "is_active";
  CREATE INDEX IF NOT EXISTS "jobs_texts_path_text_idx" ON "jobs_texts" ("path", "text", "parent_id");
  CREATE INDEX IF NOT EXISTS "jobs_texts_parent_path_idx" ON "jobs_texts" ("parent_id", "path");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_job_title_trgm_idx";
  DROP INDEX IF EXISTS "jobs_company_name_trgm_idx";
  DROP INDEX IF EXISTS "jobs_job_description_trgm_idx";
  DROP INDEX IF EXISTS "jobs_active_recent_idx";
  DROP INDEX IF EXISTS "jobs_active_company_idx";
  DROP INDEX IF EXISTS "jobs_active_title_idx";
  DROP INDEX IF EXISTS "jobs_texts_path_text_idx";
  DROP INDEX IF EXISTS "jobs_texts_parent_path_idx";
  `)
}
