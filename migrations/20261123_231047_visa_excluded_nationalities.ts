import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { NATIONALITY_GROUPS } from '../src/lib/visas/passportCheck'

/** Programs of the EEA and Switzerland, whose own citizens and neighbours move freely there. */
const FREE_MOVEMENT = NATIONALITY_GROUPS.EEA.map((code) => code.toLowerCase())

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visas_excluded_nationalities" AS ENUM('EU', 'EEA', 'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__visas_v_version_excluded_nationalities" AS ENUM('EU', 'EEA', 'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW');
  CREATE TABLE "visas_excluded_nationalities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_visas_excluded_nationalities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_visas_v_version_excluded_nationalities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__visas_v_version_excluded_nationalities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "visas_excluded_nationalities" ADD CONSTRAINT "visas_excluded_nationalities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_visas_v_version_excluded_nationalities" ADD CONSTRAINT "_visas_v_version_excluded_nationalities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "visas_excluded_nationalities_order_idx" ON "visas_excluded_nationalities" USING btree ("order");
  CREATE INDEX "visas_excluded_nationalities_parent_idx" ON "visas_excluded_nationalities" USING btree ("parent_id");
  CREATE INDEX "_visas_v_version_excluded_nationalities_order_idx" ON "_visas_v_version_excluded_nationalities" USING btree ("order");
  CREATE INDEX "_visas_v_version_excluded_nationalities_parent_idx" ON "_visas_v_version_excluded_nationalities" USING btree ("parent_id");`)
  // Programs of the EEA and Switzerland are not open to EEA and Swiss citizens: published rows and versions.
  await db.execute(sql`
    INSERT INTO "visas_excluded_nationalities" ("order", "parent_id", "value")
    SELECT 1, v.id, 'EEA' FROM "visas" v WHERE lower(v.country_code) = ANY(${sql.param(FREE_MOVEMENT)}::text[])`)
  await db.execute(sql`
    INSERT INTO "_visas_v_version_excluded_nationalities" ("order", "parent_id", "value")
    SELECT 1, v.id, 'EEA' FROM "_visas_v" v WHERE lower(v.version_country_code) = ANY(${sql.param(FREE_MOVEMENT)}::text[])`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "visas_excluded_nationalities" CASCADE;
  DROP TABLE "_visas_v_version_excluded_nationalities" CASCADE;
  DROP TYPE "public"."enum_visas_excluded_nationalities";
  DROP TYPE "public"."enum__visas_v_version_excluded_nationalities";`)
}
