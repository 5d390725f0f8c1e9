import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The security review (issue 12): a job's contact address is emailed only once confirmed; a
 * member's new email waits for confirmation; one live public post per job URL, held by the
 * database. Public posts that already share a URL keep the first; the later ones are marked
 * rejected as duplicates (nothing is deleted) so the index can be built.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "jobs" ADD COLUMN "contact_email_confirmed" boolean DEFAULT false;
  ALTER TABLE "members" ADD COLUMN "pending_email" varchar;
  UPDATE "jobs" SET "is_active" = false, "review_status" = 'rejected', "rejection_reason" = 'Duplicate of an earlier posting of the same job URL.'
    WHERE "id" IN (
      SELECT "id" FROM (
        SELECT "id", row_number() OVER (PARTITION BY "job_url" ORDER BY "id") AS "n" FROM "jobs"
        WHERE "posted_via" IS NOT NULL AND ("is_active" OR "review_status" = 'pending')
      ) "ranked" WHERE "n" > 1
    );
  CREATE UNIQUE INDEX "jobs_posted_job_url_unique" ON "jobs" ("job_url")
    WHERE "posted_via" IS NOT NULL AND ("is_active" OR "review_status" = 'pending');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_posted_job_url_unique";
  ALTER TABLE "jobs" DROP COLUMN "contact_email_confirmed";
  ALTER TABLE "members" DROP COLUMN "pending_email";`)
}
