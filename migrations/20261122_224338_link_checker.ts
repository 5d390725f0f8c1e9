import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkLinks';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkLinks';
  ALTER TABLE "jobs" ADD COLUMN "link_check_reason" varchar;
  ALTER TABLE "companies" ADD COLUMN "link_check_reason" varchar;
  ALTER TABLE "link_check_runs" ADD COLUMN "valid_count" numeric;
  ALTER TABLE "link_check_runs" ADD COLUMN "blocked_count" numeric;
  ALTER TABLE "link_check_runs" ADD COLUMN "unknown_count" numeric;
  ALTER TABLE "link_check_runs" ADD COLUMN "tls_error_count" numeric;
  ALTER TABLE "link_check_runs" ADD COLUMN "network_failure_count" numeric;
  ALTER TABLE "link_check_runs" ADD COLUMN "duration_ms" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireJobs');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireJobs');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "jobs" DROP COLUMN "link_check_reason";
  ALTER TABLE "companies" DROP COLUMN "link_check_reason";
  ALTER TABLE "link_check_runs" DROP COLUMN "valid_count";
  ALTER TABLE "link_check_runs" DROP COLUMN "blocked_count";
  ALTER TABLE "link_check_runs" DROP COLUMN "unknown_count";
  ALTER TABLE "link_check_runs" DROP COLUMN "tls_error_count";
  ALTER TABLE "link_check_runs" DROP COLUMN "network_failure_count";
  ALTER TABLE "link_check_runs" DROP COLUMN "duration_ms";`)
}
