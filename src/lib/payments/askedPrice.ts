import { readToken, signToken } from '../site/signedToken'

/** What the site asked Stripe to charge, in the currency's smallest unit as Stripe counts it (6900 usd is $69.00). */
export type AskedPrice = { amount: number; currency: string }

const PURPOSE = 'stripe-asked-price'

/** The site sells in US dollars. */
export const usdPrice = (dollars: number): AskedPrice => ({ amount: Math.round(dollars * 100), currency: 'usd' })

/**
 * The asked price signed with the site secret for what it buys (`job-12-plan-3`), to ride in the
 * metadata of what Stripe charges: the webhook holds the charge to it, so a price an admin changes
 * later does not count against a payment, and nobody but the site can write a price to match.
 */
export const signAskedPrice = (secret: string, buying: string, price: AskedPrice) =>
  signToken(secret, PURPOSE, { buying, amount: price.amount, currency: price.currency })

/** The price the site signed for `buying`, or null when the value is not one. */
export const readAskedPrice = (secret: string, buying: string, value: string | null | undefined): AskedPrice | null => {
  const read = readToken<{ buying?: unknown; amount?: unknown; currency?: unknown }>(secret, PURPOSE, value)
  if (!read.ok) return null
  const { amount, currency } = read.data
  if (read.data.buying !== buying || typeof amount !== 'number' || !Number.isSafeInteger(amount) || typeof currency !== 'string') return null
  return { amount, currency }
}

/** Whether Stripe charged exactly the price asked, in its currency. */
export const chargedAsAsked = (amount: number | null, currency: string | null, asked: AskedPrice | null) =>
  asked !== null && amount === asked.amount && currency?.toLowerCase() === asked.currency

const currencyFormat = (currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() })

/** A Stripe amount in the currency's main unit: 69 for 6900 usd, 500 for 500 jpy (which has no cents). */
export const mainUnits = (amount: number, currency: string) => amount / 10 ** (currencyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2)

/** An amount in the currency's main unit as people read it: 69 usd is "$69.00". */
export const formatMoney = (amount: number, currency = 'usd') => currencyFormat(currency).format(amount)

/** A Stripe amount as people read it: "$69.00". */
export const formatCharge = (amount: number, currency: string) => currencyFormat(currency).format(mainUnits(amount, currency))
