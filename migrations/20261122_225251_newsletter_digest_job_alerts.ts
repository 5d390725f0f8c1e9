import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_alerts_frequency" AS ENUM('daily', 'weekly');
  CREATE TYPE "public"."enum_job_alerts_status" AS ENUM('active', 'paused');
  CREATE TYPE "public"."enum_site_settings_digest_day" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendDigest';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendJobAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendJobAlerts';
  CREATE TABLE "job_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"query" varchar,
  	"label" varchar,
  	"frequency" "enum_job_alerts_frequency" DEFAULT 'weekly',
  	"status" "enum_job_alerts_status" DEFAULT 'active',
  	"last_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_alerts_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "digest_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "digest_day" "enum_site_settings_digest_day" DEFAULT 'monday';
  ALTER TABLE "site_settings" ADD COLUMN "digest_time" varchar DEFAULT '09:00';
  ALTER TABLE "site_settings" ADD COLUMN "digest_last_sent_at" timestamp(3) with time zone;
  ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_alerts_member_idx" ON "job_alerts" USING btree ("member_id");
  CREATE INDEX "job_alerts_status_idx" ON "job_alerts" USING btree ("status");
  CREATE INDEX "job_alerts_updated_at_idx" ON "job_alerts" USING btree ("updated_at");
  CREATE INDEX "job_alerts_created_at_idx" ON "job_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_alerts_fk" FOREIGN KEY ("job_alerts_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("job_alerts_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_alerts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireJobs', 'sendEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireJobs', 'sendEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_job_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_alerts_id";
  ALTER TABLE "site_settings" DROP COLUMN "digest_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "digest_day";
  ALTER TABLE "site_settings" DROP COLUMN "digest_time";
  ALTER TABLE "site_settings" DROP COLUMN "digest_last_sent_at";
  DROP TYPE "public"."enum_job_alerts_frequency";
  DROP TYPE "public"."enum_job_alerts_status";
  DROP TYPE "public"."enum_site_settings_digest_day";`)
}
