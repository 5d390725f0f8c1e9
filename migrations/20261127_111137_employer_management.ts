import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_employer_links_purpose" AS ENUM('job', 'sign-in');
  ALTER TYPE "public"."enum_payments_kind" ADD VALUE IF NOT EXISTS 'job-renewal' BEFORE 'premium';
  CREATE TABLE "employer_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"purpose" "enum_employer_links_purpose" NOT NULL,
  	"job_id" integer,
  	"secret_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"last_opened_at" timestamp(3) with time zone,
  	"revoked" boolean DEFAULT false,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "jobs" ADD COLUMN "filled_at" timestamp(3) with time zone;
  ALTER TABLE "jobs" ADD COLUMN "employer_edit" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "employer_links_id" integer;
  ALTER TABLE "employer_links" ADD CONSTRAINT "employer_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "employer_links_email_idx" ON "employer_links" USING btree ("email");
  CREATE INDEX "employer_links_job_idx" ON "employer_links" USING btree ("job_id");
  CREATE UNIQUE INDEX "employer_links_secret_hash_idx" ON "employer_links" USING btree ("secret_hash");
  CREATE INDEX "employer_links_expires_at_idx" ON "employer_links" USING btree ("expires_at");
  CREATE INDEX "employer_links_revoked_idx" ON "employer_links" USING btree ("revoked");
  CREATE INDEX "employer_links_updated_at_idx" ON "employer_links" USING btree ("updated_at");
  CREATE INDEX "employer_links_created_at_idx" ON "employer_links" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_employer_links_fk" FOREIGN KEY ("employer_links_id") REFERENCES "public"."employer_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_employer_links_id_idx" ON "payload_locked_documents_rels" USING btree ("employer_links_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "employer_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "employer_links" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_employer_links_fk";
  
  ALTER TABLE "payments" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_kind";
  CREATE TYPE "public"."enum_payments_kind" AS ENUM('job-post', 'premium');
  ALTER TABLE "payments" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_payments_kind" USING "kind"::"public"."enum_payments_kind";
  DROP INDEX "payload_locked_documents_rels_employer_links_id_idx";
  ALTER TABLE "jobs" DROP COLUMN "filled_at";
  ALTER TABLE "jobs" DROP COLUMN "employer_edit";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "employer_links_id";
  DROP TYPE "public"."enum_employer_links_purpose";`)
}
