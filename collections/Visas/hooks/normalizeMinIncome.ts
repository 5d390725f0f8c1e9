import type { CollectionBeforeChangeHook } from 'payload'

import type { ExchangeRates } from '@/lib/money/exchangeRates'
import { withMinIncomeParts } from '@/lib/visas/minIncomeUsd'

/** The income filter's parts and US dollar figure, kept in step with the text and the rates. */
export const normalizeMinIncome: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const rates = (await req.payload.findGlobal({ slug: 'exchange-rates', depth: 0, req })) as ExchangeRates
  return withMinIncomeParts(data, originalDoc, { rates: rates.rates ?? [] })
}
