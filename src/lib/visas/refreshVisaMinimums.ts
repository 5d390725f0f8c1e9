import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { visas } from '@/payload-generated-schema'

import { poolOf } from '../db/pool'
import { runSql } from '../db/runSql'
import type { ExchangeRates } from '../money/exchangeRates'
import type { MinIncomeParts } from './minIncomeText'
import { monthlyMinimumUsd } from './minIncomeUsd'

type Row = { id: number; requirement: MinIncomeParts['incomeRequirement'] | null; amount: string | null; currency: string | null; period: MinIncomeParts['incomePeriod']; usd: string | null }

/**
 * After the rates changed: every visa's US dollar figure, recomputed from its parts. Written to
 * the published rows only (a draft is recomputed when it is saved), without a new version each;
 * the visas table's change notification then refreshes /nomad-visas.
 */
export const refreshVisaMinimums = async (payload: Payload, rates: Pick<ExchangeRates, 'rates'>) => {
  const pool = poolOf(payload)
  const { rows } = await runSql<Row>(
    pool,
    sql`SELECT ${visas.id} AS id, ${visas.incomeRequirement} AS requirement, ${visas.incomeAmount} AS amount,
      ${visas.incomeCurrency} AS currency, ${visas.incomePeriod} AS period, ${visas.minIncomeUsdMonthly} AS usd FROM ${visas}`,
  )
  let changed = 0
  for (const row of rows) {
    const usd = monthlyMinimumUsd(
      { incomeRequirement: row.requirement ?? undefined, incomeAmount: row.amount === null ? null : Number(row.amount), incomeCurrency: row.currency, incomePeriod: row.period },
      rates,
    )
    if ((row.usd === null ? null : Number(row.usd)) === usd) continue
    await runSql(pool, sql`UPDATE ${visas} SET ${sql.identifier('min_income_usd_monthly')} = ${usd} WHERE ${eq(visas.id, row.id)}`)
    changed++
  }
  return changed
}
