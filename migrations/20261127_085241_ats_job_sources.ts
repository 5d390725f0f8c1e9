import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Companies' hiring systems (job_sources), imported jobs' source fields, and the import settings (issue 30). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_sources_kind" AS ENUM('greenhouse', 'lever', 'ashby', 'workable', 'recruitee', 'smartrecruiters', 'personio');
  CREATE TYPE "public"."enum_job_sources_origin" AS ENUM('careers-link', 'careers-page', 'editor', 'csv');
  CREATE TYPE "public"."enum_job_sources_sync_status" AS ENUM('never', 'ok', 'unchanged', 'failed');
  CREATE TYPE "public"."enum_job_import_settings_moderation" AS ENUM('list', 'review');
  ALTER TYPE "public"."enum_jobs_posted_via" ADD VALUE IF NOT EXISTS 'import';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'syncJobSources';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'detectHiringSystem';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'syncJobSources';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'detectHiringSystem';
  CREATE TABLE "job_sources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"kind" "enum_job_sources_kind" NOT NULL,
  	"board" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"origin" "enum_job_sources_origin" DEFAULT 'editor',
  	"sync_status" "enum_job_sources_sync_status" DEFAULT 'never',
  	"last_sync_at" timestamp(3) with time zone,
  	"last_success_at" timestamp(3) with time zone,
  	"next_sync_at" timestamp(3) with time zone,
  	"found" numeric DEFAULT 0,
  	"imported" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"skipped" numeric DEFAULT 0,
  	"closed" numeric DEFAULT 0,
  	"skipped_why" jsonb,
  	"last_error" varchar,
  	"consecutive_failures" numeric DEFAULT 0,
  	"duration_ms" numeric,
  	"etag" varchar,
  	"last_modified" varchar,
  	"lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_import_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"sync_every_hours" numeric DEFAULT 6 NOT NULL,
  	"moderation" "enum_job_import_settings_moderation" DEFAULT 'list' NOT NULL,
  	"requests_per_host" numeric DEFAULT 4 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "jobs" ALTER COLUMN "job_type" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "schedule_type" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "jobs" ADD COLUMN "source_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "source_job_id" varchar;
  ALTER TABLE "jobs" ADD COLUMN "last_verified_at" timestamp(3) with time zone;
  ALTER TABLE "jobs" ADD COLUMN "gone_from_source" boolean DEFAULT false;
  ALTER TABLE "jobs" ADD COLUMN "keeps_posted_text" boolean DEFAULT false;
  ALTER TABLE "jobs" ADD COLUMN "source_fingerprint" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_sources_id" integer;
  ALTER TABLE "job_sources" ADD CONSTRAINT "job_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "job_sources_company_idx" ON "job_sources" USING btree ("company_id");
  CREATE INDEX "job_sources_sync_status_idx" ON "job_sources" USING btree ("sync_status");
  CREATE INDEX "job_sources_next_sync_at_idx" ON "job_sources" USING btree ("next_sync_at");
  CREATE INDEX "job_sources_updated_at_idx" ON "job_sources" USING btree ("updated_at");
  CREATE INDEX "job_sources_created_at_idx" ON "job_sources" USING btree ("created_at");
  CREATE UNIQUE INDEX "kind_board_idx" ON "job_sources" USING btree ("kind","board");
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_sources_fk" FOREIGN KEY ("job_sources_id") REFERENCES "public"."job_sources"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jobs_source_idx" ON "jobs" USING btree ("source_id");
  CREATE INDEX "jobs_last_verified_at_idx" ON "jobs" USING btree ("last_verified_at");
  CREATE UNIQUE INDEX "source_sourceJobId_idx" ON "jobs" USING btree ("source_id","source_job_id");
  CREATE INDEX "payload_locked_documents_rels_job_sources_id_idx" ON "payload_locked_documents_rels" USING btree ("job_sources_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_import_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_sources" CASCADE;
  DROP TABLE "job_import_settings" CASCADE;
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_source_id_job_sources_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_sources_fk";
  
  ALTER TABLE "jobs" ALTER COLUMN "posted_via" SET DATA TYPE text;
  DROP TYPE "public"."enum_jobs_posted_via";
  CREATE TYPE "public"."enum_jobs_posted_via" AS ENUM('form', 'employer-page', 'api');
  ALTER TABLE "jobs" ALTER COLUMN "posted_via" SET DATA TYPE "public"."enum_jobs_posted_via" USING "posted_via"::"public"."enum_jobs_posted_via";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireJobs', 'sendEmail', 'sendDigest', 'sendJobAlerts', 'checkLinks', 'housekeeping');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireJobs', 'sendEmail', 'sendDigest', 'sendJobAlerts', 'checkLinks', 'housekeeping');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "jobs_source_idx";
  DROP INDEX "jobs_last_verified_at_idx";
  DROP INDEX "source_sourceJobId_idx";
  DROP INDEX "payload_locked_documents_rels_job_sources_id_idx";
  ALTER TABLE "jobs" ALTER COLUMN "job_type" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "schedule_type" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "jobs" DROP COLUMN "source_id";
  ALTER TABLE "jobs" DROP COLUMN "source_job_id";
  ALTER TABLE "jobs" DROP COLUMN "last_verified_at";
  ALTER TABLE "jobs" DROP COLUMN "gone_from_source";
  ALTER TABLE "jobs" DROP COLUMN "keeps_posted_text";
  ALTER TABLE "jobs" DROP COLUMN "source_fingerprint";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_sources_id";
  DROP TYPE "public"."enum_job_sources_kind";
  DROP TYPE "public"."enum_job_sources_origin";
  DROP TYPE "public"."enum_job_sources_sync_status";
  DROP TYPE "public"."enum_job_import_settings_moderation";`)
}
