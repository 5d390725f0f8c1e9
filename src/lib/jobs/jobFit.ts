import type { ExchangeRates } from '../money/exchangeRates'
import { type Work, yearlySalaryUsd } from '../money/salaryUsd'
import { weeklyHoursIn } from '../money/weeklyHours'
import { eligibilityOf } from '../places/eligibility'

/** What a job stores, beside its texts, to answer "can I take this job from where I live, for this pay?" */
export type JobFit = {
  openWorldwide: boolean
  eligibleCountries: string[]
  /** The hiring locations no country or region was read from, for a moderator. */
  eligibilityUnread: string | null
  eligibilityNeedsReview: boolean
  /** A moderator set the countries: kept until the hiring locations change. */
  eligibilitySetByHand: boolean
  salary_min_usd: number | null
  salary_max_usd: number | null
  salaryNeedsReview: boolean
  /** A moderator set the numbers: kept until the salary text changes, whatever the rates do. */
  salarySetByHand: boolean
}

type JobTexts = { hiring_locations?: string[] | null; salary_range?: string | null; job_type?: string | null; job_description?: string | null }
type Saved = JobTexts & Partial<JobFit>

const ELIGIBILITY = ['openWorldwide', 'eligibleCountries'] as const
const SALARY = ['salary_min_usd', 'salary_max_usd'] as const

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** A value that says something: not a default (false, an empty list, no number). */
const given = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== false && value !== null && value !== undefined)

/**
 * A field the save sets to something other than what was stored: a moderator's correction. On
 * create, only a value that says something counts (Payload fills in the defaults first).
 */
const edited = (data: Saved, previous: Saved | undefined, names: readonly (keyof JobFit)[]) =>
  names.some((name) => name in data && (previous ? !same(data[name], previous[name]) : given(data[name])))

const changed = (data: Saved, previous: Saved | undefined, name: keyof JobTexts) => !previous || (name in data && !same(data[name], previous[name]))

/** Who may apply, read from the hiring locations. */
export const readEligibility = (locations: string[] | null | undefined): Omit<JobFit, 'salary_min_usd' | 'salary_max_usd' | 'salaryNeedsReview' | 'salarySetByHand'> => {
  const { worldwide, countries, unmatched } = eligibilityOf(locations ?? [])
  return {
    openWorldwide: worldwide,
    eligibleCountries: countries,
    eligibilityUnread: unmatched.length ? unmatched.join('; ') : null,
    eligibilityNeedsReview: unmatched.length > 0,
    eligibilitySetByHand: false,
  }
}

/**
 * How much of a week the job takes, for its hourly pay: a part-time or contract job is paid for
 * the hours a week its salary text or description states, if either does.
 */
export const workOf = (job: Pick<JobTexts, 'job_type' | 'salary_range' | 'job_description'>): Work => ({
  fullTime: job.job_type !== 'Part-Time' && job.job_type !== 'Contract',
  weeklyHours: weeklyHoursIn(job.salary_range) ?? weeklyHoursIn(job.job_description),
})

/** The salary text as yearly dollars; "Not Specified" and texts without a figure get none. */
export const readSalary = (
  text: string | null | undefined,
  rates: Pick<ExchangeRates, 'rates'>,
  work?: Work,
): Pick<JobFit, 'salary_min_usd' | 'salary_max_usd' | 'salaryNeedsReview' | 'salarySetByHand'> => {
  const usd = /^not specified$/i.test(text?.trim() ?? '') ? null : yearlySalaryUsd(text, rates, work)
  return { salary_min_usd: usd?.minUsd ?? null, salary_max_usd: usd?.maxUsd ?? null, salaryNeedsReview: usd?.unsure ?? false, salarySetByHand: false }
}

/**
 * A job as saved: when its hiring locations (or salary text, type or description) change and the same save does not
 * correct the derived fields, they are read again from the text; a moderator's correction stays
 * until the text changes, and clears the review flag. A partial update that touches neither
 * leaves them as they were.
 */
export const withJobFit = <T extends Saved>(data: T, previous: Saved | undefined, rates: Pick<ExchangeRates, 'rates'>): T => {
  const result: T = { ...data }
  if (edited(data, previous, ELIGIBILITY)) Object.assign(result, { eligibilityNeedsReview: false, eligibilitySetByHand: true })
  else if (changed(data, previous, 'hiring_locations')) Object.assign(result, readEligibility(data.hiring_locations ?? previous?.hiring_locations))
  if (edited(data, previous, SALARY)) Object.assign(result, { salaryNeedsReview: false, salarySetByHand: true })
  // The job's type and description say how many hours its hourly rate is paid for: a change there
  // reads the salary again too, unless a moderator set its numbers.
  else if (changed(data, previous, 'salary_range') || ((changed(data, previous, 'job_type') || changed(data, previous, 'job_description')) && !previous?.salarySetByHand)) {
    const job = { ...previous, ...data }
    Object.assign(result, readSalary(job.salary_range, rates, workOf(job)))
  }
  return result
}
