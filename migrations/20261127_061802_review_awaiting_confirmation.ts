import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A post held until its contact address confirms it (src/lib/jobs/posting/confirmPost.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_jobs_review_status" ADD VALUE IF NOT EXISTS 'awaiting-confirmation' BEFORE 'awaiting-payment';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Held posts were never listed nor paid for: without the state they cannot be kept.
  await db.execute(sql`
   DELETE FROM "jobs" WHERE "review_status" = 'awaiting-confirmation';
   ALTER TABLE "jobs" ALTER COLUMN "review_status" SET DATA TYPE text;
  ALTER TABLE "jobs" ALTER COLUMN "review_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_jobs_review_status";
  CREATE TYPE "public"."enum_jobs_review_status" AS ENUM('awaiting-payment', 'pending', 'approved', 'rejected');
  ALTER TABLE "jobs" ALTER COLUMN "review_status" SET DEFAULT 'pending'::"public"."enum_jobs_review_status";
  ALTER TABLE "jobs" ALTER COLUMN "review_status" SET DATA TYPE "public"."enum_jobs_review_status" USING "review_status"::"public"."enum_jobs_review_status";`)
}
