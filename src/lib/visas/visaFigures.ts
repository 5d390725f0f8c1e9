import type { Visa } from '@/payload-types'

/** A length of time as a visa text states it: "2-4 weeks", "Up to 18 months", "365 days". */
type Span = { days: number; value: number; unit: string; label: string }

const UNIT_DAYS = { day: 1, week: 7, month: 30, year: 365 } as const
type Unit = keyof typeof UNIT_DAYS

/** "2-4 weeks" → [2 weeks, 4 weeks]; "a 2-year permit" → [2 years]; "20 working days" → [20 days]. */
const SPAN = /(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?[\s-]*(?:working\s+|business\s+)?(day|week|month|year)s?\b/gi

const span = (value: number, unit: Unit): Span => ({
  days: value * UNIT_DAYS[unit],
  value,
  unit,
  // A no-break space: on a narrow strip "90 days–5 years" breaks only at the dash.
  label: `${value}\u00a0${unit}${value === 1 ? '' : 's'}`,
})

const matches = (text: string | null | undefined) =>
  [...(text ?? '').matchAll(SPAN)].map(([, from, to, unit]) => {
    const u = unit.toLowerCase() as Unit
    return { from: span(Number(from), u), to: to ? span(Number(to), u) : null }
  })

/** Every span a text names, in order, both ends of a range included. */
export const spansIn = (text: string | null | undefined): Span[] => matches(text).flatMap(({ from, to }) => (to ? [from, to] : [from]))

/** The first stay a program grants: the first length its text names (a range's longer end). */
export const firstStay = (text: string | null | undefined): Span | null => {
  const [first] = matches(text)
  return first ? (first.to ?? first.from) : null
}

const shortest = (spans: Span[]) => spans.reduce<Span | null>((best, s) => (!best || s.days < best.days ? s : best), null)
const longest = (spans: Span[]) => spans.reduce<Span | null>((best, s) => (!best || s.days > best.days ? s : best), null)

const range = (low: Span | null, high: Span | null) => {
  if (!low || !high) return null
  if (low.days === high.days) return high.label
  // "2–4 weeks" rather than "2 weeks–4 weeks"
  return low.unit === high.unit ? `${low.value}–${high.label}` : `${low.label}–${high.label}`
}

const dollars = (usd: number) =>
  usd >= 10_000 ? `$${Math.round(usd / 1000)}K` : usd >= 1000 ? `$${(Math.round(usd / 100) / 10).toString()}K` : `$${usd}`

export type VisaFigure = { title: string; text: string }

/**
 * The stats strip of /nomad-visas, computed from the published programs: how many, the first
 * stay each grants (shortest to longest), the normalized monthly minimum income (lowest to
 * highest), and processing (fastest to slowest). Texts that name no time ("Unlimited", "Days to
 * weeks") and programs without a monthly figure are left out of their range.
 */
export const visaFigures = (visas: Array<Pick<Visa, 'duration' | 'processingTime' | 'minIncomeUsdMonthly'>>): VisaFigure[] => {
  const firstStays = visas.map((visa) => firstStay(visa.duration)).filter((stay): stay is Span => stay !== null)
  const processing = visas.flatMap((visa) => spansIn(visa.processingTime))
  const incomes = visas.map((visa) => visa.minIncomeUsdMonthly).filter((usd): usd is number => typeof usd === 'number')
  const figures: VisaFigure[] = [{ title: String(visas.length), text: visas.length === 1 ? 'Country with a remote work visa' : 'Countries with remote work visas' }]
  const stay = range(shortest(firstStays), longest(firstStays))
  if (stay) figures.push({ title: stay, text: 'First stay granted' })
  if (incomes.length) figures.push({ title: `${dollars(Math.min(...incomes))}–${dollars(Math.max(...incomes))}/mo`, text: 'Minimum monthly income' })
  const time = range(shortest(processing), longest(processing))
  if (time) figures.push({ title: time, text: 'Processing time' })
  return figures
}
