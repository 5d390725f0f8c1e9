import { MAX_OFFSET, MIN_OFFSET } from '../../places/timeZones'
import { z } from '../../validation/zod'
import { EDUCATION_LEVELS, JOB_CATEGORIES, JOB_TYPES, SCHEDULE_TYPES } from '../options'
import { POST_JOB_LIMITS } from './fieldLimits'
import { SALARY_CURRENCIES, SALARY_MESSAGES, SALARY_PERIODS } from './postedSalary'

export { POST_JOB_LIMITS }

const L = POST_JOB_LIMITS

/** The post-job messages, each limit in them read from POST_JOB_LIMITS (fieldLimits.ts). */
export const POST_JOB_MESSAGES = {
  companyNameShort: `Company name must be at least ${L.companyName.min} characters`,
  companyNameLong: `Company name must be less than ${L.companyName.max} characters`,
  invalidUrl: 'Must be a valid URL',
  urlScheme: 'URL must start with http:// or https://',
  urlLong: `URL must be less than ${L.url.max} characters`,
  jobTitleShort: `Job title must be at least ${L.jobTitle.min} characters`,
  jobTitleLong: `Job title must be less than ${L.jobTitle.max} characters`,
  descriptionShort: `Description must be at least ${L.description.min} characters`,
  descriptionLong: `Description must be less than ${L.description.max} characters`,
  jobType: 'Please select a job type',
  scheduleType: 'Please select a schedule type',
  educationLevel: 'Please select an education level',
  category: 'Please select a category',
  locations: 'Please specify hiring locations',
  locationItems: 'Please provide at least one hiring location',
  locationLong: `Each hiring location must be less than ${L.locations.itemMax} characters`,
  locationsMany: `Please list at most ${L.locations.count} hiring locations`,
  timeZones: 'Please choose the time zones you hire in',
} as const

const M = POST_JOB_MESSAGES

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const parsesAsUrl = (value: string) => {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** An http(s) address: any other scheme (javascript:, data: …) is refused. */
export const httpUrl = z
  .string()
  .trim()
  .max(L.url.max, M.urlLong)
  .refine(parsesAsUrl, M.invalidUrl)
  .refine(isHttpUrl, M.urlScheme)

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: () => message })

/** "USA, Canada , ,Europe" → ["USA", "Canada", "Europe"]. */
export const splitLocations = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/** The form's text, or an API post's array: both become the list of locations. */
const hiringLocations = z
  .union([z.string(), z.array(z.string())], { error: () => M.locations })
  .transform((value) => (Array.isArray(value) ? value.map((part) => part.trim()).filter(Boolean).join(', ') : value.trim()))
  .pipe(z.string().min(L.locations.min, M.locations))
  .transform(splitLocations)
  .pipe(
    z
      .array(z.string().max(L.locations.itemMax, M.locationLong))
      .min(1, M.locationItems)
      .max(L.locations.count, M.locationsMany),
  )

/** One end of "Time zones you hire in", in hours from UTC (the form's presets set both ends). */
const utcOffset = z
  .number({ error: () => M.timeZones })
  .min(MIN_OFFSET, M.timeZones)
  .max(MAX_OFFSET, M.timeZones)
  .nullish()
  .transform((value) => value ?? null)

/** An end of the salary range: a whole amount, or none (an empty form field). */
const salaryAmount = z
  .number({ error: () => SALARY_MESSAGES.amount })
  .int(SALARY_MESSAGES.amount)
  .positive(SALARY_MESSAGES.amount)
  .max(L.salary.amountMax, SALARY_MESSAGES.amount)
  .nullish()
  .transform((value) => value ?? null)

/** The optional salary: a range, its currency and period, and words for what numbers do not say. */
const salaryFields = {
  salary_min: salaryAmount,
  salary_max: salaryAmount,
  salary_currency: z
    .enum(SALARY_CURRENCIES, { error: () => SALARY_MESSAGES.currency })
    .nullish()
    .transform((value) => value ?? null),
  salary_period: z
    .enum(SALARY_PERIODS, { error: () => SALARY_MESSAGES.period })
    .nullish()
    .transform((value) => value ?? null),
  salary_range: z
    .string()
    .trim()
    .max(L.salary.textMax, SALARY_MESSAGES.textLong)
    .nullish()
    .transform((value) => value || null),
}

/**
 * One schema for every way a job is posted: the /submit-job form (in the browser and again on
 * the server) and POST /api/jobs. All strings are trimmed.
 */
export const postJobSchema = z.object({
  company_name: z.string({ error: () => M.companyNameShort }).trim().min(L.companyName.min, M.companyNameShort).max(L.companyName.max, M.companyNameLong),
  company_logo: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), httpUrl]))
    .nullish()
    .transform((value) => (value ? value : null)),
  job_title: z.string({ error: () => M.jobTitleShort }).trim().min(L.jobTitle.min, M.jobTitleShort).max(L.jobTitle.max, M.jobTitleLong),
  job_description: z
    .string({ error: () => M.descriptionShort })
    .trim()
    .min(L.description.min, M.descriptionShort)
    .max(L.description.max, M.descriptionLong),
  job_type: choice(JOB_TYPES, M.jobType),
  schedule_type: choice(SCHEDULE_TYPES, M.scheduleType),
  education_level: choice(EDUCATION_LEVELS, M.educationLevel),
  category: choice(JOB_CATEGORIES, M.category),
  hiring_locations: hiringLocations,
  job_url: z.string({ error: () => M.invalidUrl }).pipe(httpUrl),
  tz_min_offset: utcOffset,
  tz_max_offset: utcOffset,
  ...salaryFields,
})

const COMPANY_EMAIL = 'Please enter a valid company email'

/**
 * The employer page asks for less (no schedule, education or logo): its jobs start as Flexible
 * with no education level, and the moderator corrects them during review.
 */
export const employerJobSchema = postJobSchema.extend({
  schedule_type: choice(SCHEDULE_TYPES, M.scheduleType).default('Flexible'),
  education_level: choice(EDUCATION_LEVELS, M.educationLevel)
    .nullish()
    .transform((value) => value ?? null),
  contactEmail: z
    .string({ error: () => COMPANY_EMAIL })
    .trim()
    .toLowerCase()
    .max(L.contactEmail.max, COMPANY_EMAIL)
    .pipe(z.email({ error: () => COMPANY_EMAIL })),
})

export const employerPostSchema = employerJobSchema.pick({
  company_name: true,
  job_title: true,
  job_description: true,
  category: true,
  job_type: true,
  hiring_locations: true,
  job_url: true,
  contactEmail: true,
  tz_min_offset: true,
  tz_max_offset: true,
  salary_min: true,
  salary_max: true,
  salary_currency: true,
  salary_period: true,
  salary_range: true,
})

export const SUBMIT_FAILED = 'Failed to submit job. Please try again.'
/** The form's anti-bot token has not arrived (the network failed as the form opened). */
/** A form sent before its script ran: its details are fine, one more press posts them. */
export const FORM_CONFIRM = 'Almost done: please check your details, then press the button again to post your job.'

export const FORM_NOT_READY = 'The form could not get ready. Please check your connection and submit again: your details are kept.'

export type PostJobInput = z.input<typeof postJobSchema>
export type PostJob = z.output<typeof postJobSchema>

/** Per-field messages of a failed parse: { job_title: 'Job title must be …', … }. */
export const fieldErrors = (error: z.ZodError): Array<{ path: string; message: string }> => {
  const seen = new Set<string>()
  return error.issues.flatMap((issue) => {
    const path = String(issue.path[0] ?? '')
    if (seen.has(path)) return []
    seen.add(path)
    return [{ path, message: issue.message }]
  })
}

/**
 * An employer's edit of a job they posted: the employer page's form without the address, which
 * stays the one that was proven (src/lib/employers/editEmployerJob.ts).
 */
export const employerEditSchema = employerPostSchema.omit({ contactEmail: true })
