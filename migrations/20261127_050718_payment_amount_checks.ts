import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A payment that settled nothing says so (issue 29): Stripe charged another amount or currency than
 * the site asked, or a job was paid a second time. `problem` tells the admin why and what to do.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payments_status" ADD VALUE 'amount-mismatch';
  ALTER TYPE "public"."enum_payments_status" ADD VALUE 'already-paid';
  ALTER TABLE "payments" ADD COLUMN "problem" varchar;`)
}

/** Back to paid or refunded only: a payment that settled nothing keeps why in its refund note. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "payments" SET "refund_note" = concat_ws(E'\n', "problem", "refund_note"), "status" = 'paid'
    WHERE "status" IN ('amount-mismatch', 'already-paid');
  ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'paid'::text;
  DROP TYPE "public"."enum_payments_status";
  CREATE TYPE "public"."enum_payments_status" AS ENUM('paid', 'refunded');
  ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'paid'::"public"."enum_payments_status";
  ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_payments_status" USING "status"::"public"."enum_payments_status";
  ALTER TABLE "payments" DROP COLUMN "problem";`)
}
