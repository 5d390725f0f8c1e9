import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The visas' minimum income as parts (kind, amount, currency, period) and in US dollars a month,
 * the exchange-rate table that converts it, and a guide section showing figures from the page's
 * own data. The next migration fills them for databases that already hold visas.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visas_income_requirement" AS ENUM('income', 'savings', 'investment', 'none');
  CREATE TYPE "public"."enum_visas_income_period" AS ENUM('month', 'year');
  CREATE TYPE "public"."enum__visas_v_version_income_requirement" AS ENUM('income', 'savings', 'investment', 'none');
  CREATE TYPE "public"."enum__visas_v_version_income_period" AS ENUM('month', 'year');
  ALTER TYPE "public"."enum_guides_sections_display" ADD VALUE 'figures';
  ALTER TYPE "public"."enum__guides_v_version_sections_display" ADD VALUE 'figures';
  CREATE TABLE "exchange_rates_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"usd_per_unit" numeric NOT NULL
  );
  
  CREATE TABLE "exchange_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"as_of" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "visas" ADD COLUMN "income_requirement" "enum_visas_income_requirement";
  ALTER TABLE "visas" ADD COLUMN "income_amount" numeric;
  ALTER TABLE "visas" ADD COLUMN "income_currency" varchar;
  ALTER TABLE "visas" ADD COLUMN "income_period" "enum_visas_income_period";
  ALTER TABLE "visas" ADD COLUMN "min_income_usd_monthly" numeric;
  ALTER TABLE "_visas_v" ADD COLUMN "version_income_requirement" "enum__visas_v_version_income_requirement";
  ALTER TABLE "_visas_v" ADD COLUMN "version_income_amount" numeric;
  ALTER TABLE "_visas_v" ADD COLUMN "version_income_currency" varchar;
  ALTER TABLE "_visas_v" ADD COLUMN "version_income_period" "enum__visas_v_version_income_period";
  ALTER TABLE "_visas_v" ADD COLUMN "version_min_income_usd_monthly" numeric;
  ALTER TABLE "exchange_rates_rates" ADD CONSTRAINT "exchange_rates_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exchange_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exchange_rates_rates_order_idx" ON "exchange_rates_rates" USING btree ("_order");
  CREATE INDEX "exchange_rates_rates_parent_id_idx" ON "exchange_rates_rates" USING btree ("_parent_id");
  CREATE INDEX "visas_min_income_usd_monthly_idx" ON "visas" USING btree ("min_income_usd_monthly");
  CREATE INDEX "_visas_v_version_version_min_income_usd_monthly_idx" ON "_visas_v" USING btree ("version_min_income_usd_monthly");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exchange_rates_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exchange_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exchange_rates_rates" CASCADE;
  DROP TABLE "exchange_rates" CASCADE;
  ALTER TABLE "guides_sections" ALTER COLUMN "display" SET DATA TYPE text;
  ALTER TABLE "guides_sections" ALTER COLUMN "display" SET DEFAULT 'cards'::text;
  DROP TYPE "public"."enum_guides_sections_display";
  CREATE TYPE "public"."enum_guides_sections_display" AS ENUM('cards', 'list', 'checks', 'steps', 'stats', 'schedule', 'budgets', 'quote', 'questions', 'skills', 'templates', 'checklist', 'links', 'directory', 'comparison');
  ALTER TABLE "guides_sections" ALTER COLUMN "display" SET DEFAULT 'cards'::"public"."enum_guides_sections_display";
  ALTER TABLE "guides_sections" ALTER COLUMN "display" SET DATA TYPE "public"."enum_guides_sections_display" USING "display"::"public"."enum_guides_sections_display";
  ALTER TABLE "_guides_v_version_sections" ALTER COLUMN "display" SET DATA TYPE text;
  ALTER TABLE "_guides_v_version_sections" ALTER COLUMN "display" SET DEFAULT 'cards'::text;
  DROP TYPE "public"."enum__guides_v_version_sections_display";
  CREATE TYPE "public"."enum__guides_v_version_sections_display" AS ENUM('cards', 'list', 'checks', 'steps', 'stats', 'schedule', 'budgets', 'quote', 'questions', 'skills', 'templates', 'checklist', 'links', 'directory', 'comparison');
  ALTER TABLE "_guides_v_version_sections" ALTER COLUMN "display" SET DEFAULT 'cards'::"public"."enum__guides_v_version_sections_display";
  ALTER TABLE "_guides_v_version_sections" ALTER COLUMN "display" SET DATA TYPE "public"."enum__guides_v_version_sections_display" USING "display"::"public"."enum__guides_v_version_sections_display";
  DROP INDEX "visas_min_income_usd_monthly_idx";
  DROP INDEX "_visas_v_version_version_min_income_usd_monthly_idx";
  ALTER TABLE "visas" DROP COLUMN "income_requirement";
  ALTER TABLE "visas" DROP COLUMN "income_amount";
  ALTER TABLE "visas" DROP COLUMN "income_currency";
  ALTER TABLE "visas" DROP COLUMN "income_period";
  ALTER TABLE "visas" DROP COLUMN "min_income_usd_monthly";
  ALTER TABLE "_visas_v" DROP COLUMN "version_income_requirement";
  ALTER TABLE "_visas_v" DROP COLUMN "version_income_amount";
  ALTER TABLE "_visas_v" DROP COLUMN "version_income_currency";
  ALTER TABLE "_visas_v" DROP COLUMN "version_income_period";
  ALTER TABLE "_visas_v" DROP COLUMN "version_min_income_usd_monthly";
  DROP TYPE "public"."enum_visas_income_requirement";
  DROP TYPE "public"."enum_visas_income_period";
  DROP TYPE "public"."enum__visas_v_version_income_requirement";
  DROP TYPE "public"."enum__visas_v_version_income_period";`)
}
