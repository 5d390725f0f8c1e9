import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_eligible_countries" AS ENUM('AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW');
  CREATE TABLE "jobs_eligible_countries" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_jobs_eligible_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "jobs" ADD COLUMN "tz_min_offset" numeric;
  ALTER TABLE "jobs" ADD COLUMN "tz_max_offset" numeric;
  ALTER TABLE "jobs" ADD COLUMN "open_worldwide" boolean DEFAULT false;
  ALTER TABLE "jobs" ADD COLUMN "eligibility_unread" varchar;
  ALTER TABLE "jobs" ADD COLUMN "eligibility_needs_review" boolean DEFAULT false;
  ALTER TABLE "jobs" ADD COLUMN "eligibility_set_by_hand" boolean DEFAULT false;
  ALTER TABLE "jobs" ADD COLUMN "salary_min_usd" numeric;
  ALTER TABLE "jobs" ADD COLUMN "salary_max_usd" numeric;
  ALTER TABLE "jobs" ADD COLUMN "salary_needs_review" boolean DEFAULT false;
  ALTER TABLE "jobs" ADD COLUMN "salary_set_by_hand" boolean DEFAULT false;
  ALTER TABLE "jobs_eligible_countries" ADD CONSTRAINT "jobs_eligible_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jobs_eligible_countries_order_idx" ON "jobs_eligible_countries" USING btree ("order");
  CREATE INDEX "jobs_eligible_countries_parent_idx" ON "jobs_eligible_countries" USING btree ("parent_id");
  CREATE INDEX "jobs_eligible_countries_value_parent_idx" ON "jobs_eligible_countries" USING btree ("value", "parent_id");
  CREATE INDEX "jobs_listed_salary_idx" ON "jobs" ((coalesce("salary_max_usd", "salary_min_usd")) DESC NULLS LAST, "posted_date" DESC, "id" DESC) INCLUDE ("expires_at") WHERE "is_active";
  CREATE INDEX "jobs_tz_min_offset_idx" ON "jobs" USING btree ("tz_min_offset");
  CREATE INDEX "jobs_tz_max_offset_idx" ON "jobs" USING btree ("tz_max_offset");
  CREATE INDEX "jobs_open_worldwide_idx" ON "jobs" USING btree ("open_worldwide");
  CREATE INDEX "jobs_eligibility_needs_review_idx" ON "jobs" USING btree ("eligibility_needs_review");
  CREATE INDEX "jobs_salary_min_usd_idx" ON "jobs" USING btree ("salary_min_usd");
  CREATE INDEX "jobs_salary_max_usd_idx" ON "jobs" USING btree ("salary_max_usd");
  CREATE INDEX "jobs_salary_needs_review_idx" ON "jobs" USING btree ("salary_needs_review");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs_eligible_countries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "jobs_eligible_countries" CASCADE;
  DROP INDEX IF EXISTS "jobs_listed_salary_idx";
  DROP INDEX "jobs_tz_min_offset_idx";
  DROP INDEX "jobs_tz_max_offset_idx";
  DROP INDEX "jobs_open_worldwide_idx";
  DROP INDEX "jobs_eligibility_needs_review_idx";
  DROP INDEX "jobs_salary_min_usd_idx";
  DROP INDEX "jobs_salary_max_usd_idx";
  DROP INDEX "jobs_salary_needs_review_idx";
  ALTER TABLE "jobs" DROP COLUMN "tz_min_offset";
  ALTER TABLE "jobs" DROP COLUMN "tz_max_offset";
  ALTER TABLE "jobs" DROP COLUMN "open_worldwide";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_unread";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_needs_review";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_set_by_hand";
  ALTER TABLE "jobs" DROP COLUMN "salary_min_usd";
  ALTER TABLE "jobs" DROP COLUMN "salary_max_usd";
  ALTER TABLE "jobs" DROP COLUMN "salary_needs_review";
  ALTER TABLE "jobs" DROP COLUMN "salary_set_by_hand";
  DROP TYPE "public"."enum_jobs_eligible_countries";`)
}
