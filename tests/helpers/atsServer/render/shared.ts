import type { FakeJob } from '../fakeJob'

export const JSON_TYPE = 'application/json; charset=utf-8'

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', CAD: 'CA$', AUD: 'A$' }

export const currencySymbol = (currency: string) => SYMBOLS[currency] ?? `${currency} `

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** `$120,000` */
export const money = (amount: number, currency: string) =>
  `${currencySymbol(currency)}${NUMBER.format(amount)}`

/** `$211.4K` for yearly figures, `$45` for hourly ones, as Ashby summarises pay. */
export const shortMoney = (amount: number, currency: string) =>
  amount >= 1000
    ? `${currencySymbol(currency)}${Number((amount / 1000).toFixed(1))}K`
    : money(amount, currency)

export const payPhrase = (pay: NonNullable<FakeJob['pay']>) =>
  `${money(pay.min, pay.currency)} – ${money(pay.max, pay.currency)} ${pay.currency} per ${pay.interval}`

/** The time a role was last edited: its updatedAt, else the day it was posted. */
export const editedAt = (job: FakeJob) => job.updatedAt ?? job.postedAt
