/** The admin's rate table: US dollars for one unit of each currency, as of a date. */
export type ExchangeRates = {
  asOf: string | null
  rates: Array<{ currency: string; usdPerUnit: number }>
}

export const CURRENCY_CODE = /^[A-Z]{3}$/

/** `amount` of `currency` in US dollars, or null when the table has no rate for it. */
export const toUsd = (amount: number, currency: string, { rates }: Pick<ExchangeRates, 'rates'>): number | null => {
  const code = currency.toUpperCase()
  if (code === 'USD') return amount
  const rate = rates.find((row) => row.currency.toUpperCase() === code)?.usdPerUnit
  return rate && rate > 0 ? amount * rate : null
}

/** The table's check in the admin: three-letter codes, each once, USD left out (it is 1). */
export const checkRateRows = (rows: unknown[] | null | undefined): true | string => {
  const seen = new Set<string>()
  for (const row of (rows ?? []) as Array<{ currency?: string | null }>) {
    const code = (row.currency ?? '').trim().toUpperCase()
    if (!CURRENCY_CODE.test(code)) return `"${row.currency ?? ''}" is not a three-letter currency code such as EUR.`
    if (code === 'USD') return 'USD needs no row: one US dollar is one US dollar.'
    if (seen.has(code)) return `${code} is listed twice.`
    seen.add(code)
  }
  return true
}
