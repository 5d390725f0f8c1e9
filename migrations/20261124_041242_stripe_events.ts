import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Payments (issue 19): the Stripe events already handled, so a redelivered event changes nothing
 * (src/lib/payments/stripeEvents.ts), and the index the daily clean-up reads to remove posts left
 * unpaid. Apart from the migration that added 'awaiting-payment', which PostgreSQL lets no
 * statement of the same transaction use.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "stripe_events" (
    "id" varchar(255) PRIMARY KEY,
    "type" varchar(100) NOT NULL,
    "received_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "stripe_events_received_at_idx" ON "stripe_events" ("received_at");
  CREATE INDEX IF NOT EXISTS "jobs_awaiting_payment_idx" ON "jobs" ("created_at") WHERE "review_status" = 'awaiting-payment';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_awaiting_payment_idx";
  DROP TABLE IF EXISTS "stripe_events";
  `)
}
