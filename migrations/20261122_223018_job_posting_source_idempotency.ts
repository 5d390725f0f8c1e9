import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_jobs_posted_via" AS ENUM('form', 'employer-page', 'api');
  ALTER TABLE "jobs" ADD COLUMN "posted_via" "enum_jobs_posted_via";
  ALTER TABLE "jobs" ADD COLUMN "free_launch_special" boolean DEFAULT false;
  CREATE INDEX IF NOT EXISTS "jobs_job_url_active_idx" ON "jobs" ("job_url") WHERE "is_active";
  -- A posting retried with the same Idempotency-Key answers what the first one did.
  CREATE TABLE IF NOT EXISTS "idempotency_keys" (
    "key" varchar(255) PRIMARY KEY,
    "status" integer,
    "response" jsonb,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "idempotency_keys";
  DROP INDEX IF EXISTS "jobs_job_url_active_idx";
  ALTER TABLE "jobs" DROP COLUMN "posted_via";
  ALTER TABLE "jobs" DROP COLUMN "free_launch_special";
  DROP TYPE "public"."enum_jobs_posted_via";`)
}
