import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_kind" AS ENUM('job-post', 'premium');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('paid', 'refunded');
  ALTER TYPE "public"."enum_jobs_review_status" ADD VALUE 'awaiting-payment' BEFORE 'pending';
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_payments_kind" NOT NULL,
  	"email" varchar,
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"status" "enum_payments_status" DEFAULT 'paid' NOT NULL,
  	"refund_note" varchar,
  	"job_id" integer,
  	"plan_id" integer,
  	"member_id" integer,
  	"stripe_reference" varchar NOT NULL,
  	"receipt_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "posting_credits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"plan_id" integer,
  	"payment_id" integer,
  	"posts_total" numeric NOT NULL,
  	"posts_used" numeric DEFAULT 0 NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "premium_plan" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar DEFAULT 'Premium' NOT NULL,
  	"monthly_price" numeric DEFAULT 9 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "premium_plan_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "members" ADD COLUMN "premium_until" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "subscription_status" varchar;
  ALTER TABLE "members" ADD COLUMN "stripe_customer_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posting_credits_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_posting_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."posting_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posting_credits" ADD CONSTRAINT "posting_credits_plan_id_posting_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."posting_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posting_credits" ADD CONSTRAINT "posting_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "premium_plan_texts" ADD CONSTRAINT "premium_plan_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."premium_plan"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payments_kind_idx" ON "payments" USING btree ("kind");
  CREATE INDEX "payments_email_idx" ON "payments" USING btree ("email");
  CREATE INDEX "payments_job_idx" ON "payments" USING btree ("job_id");
  CREATE INDEX "payments_plan_idx" ON "payments" USING btree ("plan_id");
  CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id");
  CREATE UNIQUE INDEX "payments_stripe_reference_idx" ON "payments" USING btree ("stripe_reference");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "posting_credits_email_idx" ON "posting_credits" USING btree ("email");
  CREATE INDEX "posting_credits_plan_idx" ON "posting_credits" USING btree ("plan_id");
  CREATE INDEX "posting_credits_payment_idx" ON "posting_credits" USING btree ("payment_id");
  CREATE INDEX "posting_credits_expires_at_idx" ON "posting_credits" USING btree ("expires_at");
  CREATE INDEX "posting_credits_updated_at_idx" ON "posting_credits" USING btree ("updated_at");
  CREATE INDEX "posting_credits_created_at_idx" ON "posting_credits" USING btree ("created_at");
  CREATE INDEX "premium_plan_texts_order_parent" ON "premium_plan_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posting_credits_fk" FOREIGN KEY ("posting_credits_id") REFERENCES "public"."posting_credits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "members_stripe_customer_id_idx" ON "members" USING btree ("stripe_customer_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_posting_credits_id_idx" ON "payload_locked_documents_rels" USING btree ("posting_credits_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posting_credits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "premium_plan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "premium_plan_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "posting_credits" CASCADE;
  DROP TABLE "premium_plan" CASCADE;
  DROP TABLE "premium_plan_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posting_credits_fk";
  
  ALTER TABLE "jobs" ALTER COLUMN "review_status" SET DATA TYPE text;
  ALTER TABLE "jobs" ALTER COLUMN "review_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_jobs_review_status";
  CREATE TYPE "public"."enum_jobs_review_status" AS ENUM('pending', 'approved', 'rejected');
  ALTER TABLE "jobs" ALTER COLUMN "review_status" SET DEFAULT 'pending'::"public"."enum_jobs_review_status";
  ALTER TABLE "jobs" ALTER COLUMN "review_status" SET DATA TYPE "public"."enum_jobs_review_status" USING "review_status"::"public"."enum_jobs_review_status";
  DROP INDEX "members_stripe_customer_id_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_posting_credits_id_idx";
  ALTER TABLE "members" DROP COLUMN "premium_until";
  ALTER TABLE "members" DROP COLUMN "subscription_status";
  ALTER TABLE "members" DROP COLUMN "stripe_customer_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posting_credits_id";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_payments_status";`)
}
