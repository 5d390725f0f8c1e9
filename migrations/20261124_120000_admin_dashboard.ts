import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The admin dashboard (issue 18): a counter row per (day, AI tool, engine), bumped by each tool
 * call (src/lib/ai/usage/recordToolCall.ts), and the indexes its figures read
 * (src/lib/dashboard/): jobs posted per day and source, the review queue's oldest job, confirmed
 * subscribers by the day they confirmed, visas by their last review.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "ai_tool_calls" (
    "day" date NOT NULL,
    "tool" varchar(40) NOT NULL,
    "engine" varchar(16) NOT NULL,
    "calls" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("day", "tool", "engine")
  );
  CREATE INDEX IF NOT EXISTS "jobs_posted_source_idx" ON "jobs" ("posted_date") INCLUDE ("posted_via") WHERE "is_demo" IS NOT TRUE;
  CREATE INDEX IF NOT EXISTS "jobs_pending_review_idx" ON "jobs" ("created_at") WHERE "review_status" = 'pending';
  CREATE INDEX IF NOT EXISTS "subscribers_confirmed_at_idx" ON "subscribers" ("confirmed_at") WHERE "status" = 'confirmed';
  CREATE INDEX IF NOT EXISTS "visas_last_reviewed_idx" ON "visas" ("last_reviewed");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "visas_last_reviewed_idx";
  DROP INDEX IF EXISTS "subscribers_confirmed_at_idx";
  DROP INDEX IF EXISTS "jobs_pending_review_idx";
  DROP INDEX IF EXISTS "jobs_posted_source_idx";
  DROP TABLE IF EXISTS "ai_tool_calls";
  `)
}
