import { randomBytes } from 'node:crypto'

import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import rates from '../seed/exchange-rates.json'
import { monthlyMinimumUsd } from '../src/lib/visas/minIncomeUsd'
import { readMinIncomeText } from '../src/lib/visas/minIncomeText'

/**
 * Fills what the previous migration added: the starting exchange rates (seed/exchange-rates.json,
 * dated), each visa's income parts and US dollar figure read from its text (published rows and
 * versions alike), and the /nomad-visas stats strip switched from typed-in figures to ones
 * computed from the visas.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const existing = await db.execute(sql`SELECT id FROM "exchange_rates" LIMIT 1`)
  if (existing.rows.length === 0) {
    const inserted = await db.execute(sql`INSERT INTO "exchange_rates" ("as_of", "updated_at", "created_at") VALUES (${rates.asOf}, now(), now()) RETURNING id`)
    const parent = (inserted.rows[0] as { id: number }).id
    for (const [order, row] of rates.rates.entries()) {
      await db.execute(sql`INSERT INTO "exchange_rates_rates" ("_order", "_parent_id", "id", "currency", "usd_per_unit")
        VALUES (${order + 1}, ${parent}, ${randomBytes(12).toString('hex')}, ${row.currency}, ${row.usdPerUnit})`)
    }
  }
  const table = await db.execute(sql`SELECT currency, usd_per_unit FROM "exchange_rates_rates"`)
  const table_rates = (table.rows as Array<{ currency: string; usd_per_unit: string }>).map((row) => ({ currency: row.currency, usdPerUnit: Number(row.usd_per_unit) }))

  const visas = await db.execute(sql`SELECT id, min_income FROM "visas"`)
  for (const visa of visas.rows as Array<{ id: number; min_income: string | null }>) {
    const parts = readMinIncomeText(visa.min_income)
    await db.execute(sql`UPDATE "visas" SET "income_requirement" = ${parts.incomeRequirement}, "income_amount" = ${parts.incomeAmount},
      "income_currency" = ${parts.incomeCurrency}, "income_period" = ${parts.incomePeriod},
      "min_income_usd_monthly" = ${monthlyMinimumUsd(parts, { rates: table_rates })} WHERE id = ${visa.id}`)
  }
  const versions = await db.execute(sql`SELECT id, version_min_income FROM "_visas_v"`)
  for (const version of versions.rows as Array<{ id: number; version_min_income: string | null }>) {
    const parts = readMinIncomeText(version.version_min_income)
    await db.execute(sql`UPDATE "_visas_v" SET "version_income_requirement" = ${parts.incomeRequirement}, "version_income_amount" = ${parts.incomeAmount},
      "version_income_currency" = ${parts.incomeCurrency}, "version_income_period" = ${parts.incomePeriod},
      "version_min_income_usd_monthly" = ${monthlyMinimumUsd(parts, { rates: table_rates })} WHERE id = ${version.id}`)
  }

  await db.execute(sql`
    DELETE FROM "guides_sections_items" WHERE "_parent_id" IN (
      SELECT s.id FROM "guides_sections" s JOIN "guides" g ON g.id = s._parent_id WHERE g.slug = 'nomad-visas' AND s.display = 'stats');
    UPDATE "guides_sections" SET "display" = 'figures' WHERE "display" = 'stats' AND "_parent_id" IN (SELECT id FROM "guides" WHERE slug = 'nomad-visas');
    DELETE FROM "_guides_v_version_sections_items" WHERE "_parent_id" IN (
      SELECT s.id FROM "_guides_v_version_sections" s JOIN "_guides_v" v ON v.id = s._parent_id JOIN "guides" g ON g.id = v.parent_id
      WHERE g.slug = 'nomad-visas' AND s.display = 'stats');
    UPDATE "_guides_v_version_sections" SET "display" = 'figures' WHERE "display" = 'stats' AND "_parent_id" IN (
      SELECT v.id FROM "_guides_v" v JOIN "guides" g ON g.id = v.parent_id WHERE g.slug = 'nomad-visas');
  `)
}

/** The columns go with the previous migration's down; the typed-in figures are not restored. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "guides_sections" SET "display" = 'stats' WHERE "display" = 'figures';
    UPDATE "_guides_v_version_sections" SET "display" = 'stats' WHERE "display" = 'figures';
  `)
}
