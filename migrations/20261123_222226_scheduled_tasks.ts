import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Recurring work on Payload's own scheduling: the housekeeping task, the jobs' `meta` column and
 * the payload-jobs-stats global it brings, and one scheduled run per task and due time. Payload
 * counts the queued runs and then inserts, so two app instances scheduling at the same moment both
 * insert (payloadcms/payload#18113): the unique index refuses the second (src/lib/schedule/utcSchedule.ts).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'housekeeping';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'housekeeping';
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;`)
  await db.execute(sql`
  CREATE UNIQUE INDEX "payload_jobs_scheduled_run_idx" ON "payload_jobs" ("task_slug", "queue", "wait_until")
    WHERE ("meta" ->> 'scheduled') = 'true';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "payload_jobs_scheduled_run_idx";
   DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireJobs', 'sendEmail', 'sendDigest', 'sendJobAlerts', 'checkLinks');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireJobs', 'sendEmail', 'sendDigest', 'sendJobAlerts', 'checkLinks');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";`)
}
