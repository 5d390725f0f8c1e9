import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Telling search engines at once (issue 35, docs/search-engines.md): the jobs queue's
 * notifySearchEngines task, and its two tables, declared beside their code in
 * src/lib/searchEngines/noticeTables.ts. search_engine_notices says what each engine was last told
 * of each job; it has no foreign key, since a deleted job's row is what says its page must be told
 * gone (the row goes once it is). search_engine_quota counts the notices sent per UTC day and engine.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'notifySearchEngines';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'notifySearchEngines';
  CREATE TABLE IF NOT EXISTS "search_engine_notices" (
    "job_id" integer NOT NULL,
    "engine" varchar(16) NOT NULL CHECK ("engine" IN ('google', 'indexnow')),
    "url" text NOT NULL,
    "listed" boolean NOT NULL,
    "job_version" timestamp(3) with time zone,
    "told_at" timestamp(3) with time zone,
    "attempts" integer NOT NULL DEFAULT 0,
    "last_error" text,
    "last_attempt_at" timestamp(3) with time zone,
    PRIMARY KEY ("job_id", "engine")
  );
  CREATE INDEX IF NOT EXISTS "search_engine_notices_listed_idx" ON "search_engine_notices" ("engine", "job_id") WHERE "listed";
  CREATE TABLE IF NOT EXISTS "search_engine_quota" (
    "day" date NOT NULL,
    "engine" varchar(16) NOT NULL,
    "used" integer NOT NULL DEFAULT 0 CHECK ("used" >= 0),
    PRIMARY KEY ("day", "engine")
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "search_engine_quota";
  DROP TABLE IF EXISTS "search_engine_notices";
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'notifySearchEngines';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'notifySearchEngines';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireJobs', 'sendEmail', 'sendDigest', 'sendJobAlerts', 'checkLinks', 'housekeeping', 'syncJobSources', 'detectHiringSystem');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireJobs', 'sendEmail', 'sendDigest', 'sendJobAlerts', 'checkLinks', 'housekeeping', 'syncJobSources', 'detectHiringSystem');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
