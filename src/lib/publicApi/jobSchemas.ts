import { isCountryCode } from '../places/countries'
import { isTimeZone } from '../places/timeZones'
import { JOB_SORTS } from '../jobs/listing/listingParams'
import { EDUCATION_LEVELS, EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_TYPES, SCHEDULE_TYPES } from '../jobs/options'
import { z } from '../validation/zod'

/**
 * The jobs of the public API (`/api/v1/jobs`, the MCP server's `search_jobs` and `get_job`): what
 * a search takes and what a job shows. The route and the MCP tools parse with these schemas, the
 * answer is built through them (so only the fields named here ever leave: never a contact email
 * or a moderation field), and the OpenAPI document is generated from them.
 */

const chosen = <T extends z.ZodType>(value: T, description: string) =>
  z.array(value).max(50).optional().meta({ description: `${description} Repeat the parameter for several; a job matching any of them is listed.` })

export const jobSearchParams = z
  .object({
    q: z.string().trim().max(200).optional().meta({ description: 'Words in the title, company name or description.', example: 'designer' }),
    category: chosen(z.enum(JOB_CATEGORIES), 'Categories.'),
    company: chosen(z.string().min(1).max(200), 'Company names, as written on the jobs.'),
    type: chosen(z.enum(JOB_TYPES), 'Job types.'),
    schedule: chosen(z.enum(SCHEDULE_TYPES), 'Schedules.'),
    location: chosen(z.string().min(1).max(200), 'Hiring locations, as written on the jobs (e.g. Worldwide, Europe, USA).'),
    education: chosen(z.enum(EDUCATION_LEVELS), 'Education levels.'),
    experience: chosen(z.enum(EXPERIENCE_LEVELS), 'Experience levels.'),
    salary: chosen(z.string().min(1).max(200), 'Salary texts, as written on the jobs.'),
    livesIn: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Use an ISO 3166-1 alpha-2 country code, such as PT.')
      .optional()
      .meta({ description: 'Only jobs open to residents of this country (ISO 3166-1 alpha-2), worldwide jobs included.', example: 'PT' }),
    tz: z
      .string()
      .trim()
      .refine(isTimeZone, 'Use an IANA time zone, such as Europe/Lisbon.')
      .optional()
      .meta({ description: "Only jobs with no time-zone requirement or whose range holds this IANA zone's UTC offset today.", example: 'Europe/Lisbon' }),
    minSalary: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000_000)
      .optional()
      .meta({ description: 'Only jobs paying at least this many US dollars a year (jobs without salary figures are left out).', example: 80000 }),
    sort: z
      .enum(JOB_SORTS.map(({ value }) => value) as [(typeof JOB_SORTS)[number]['value'], ...Array<(typeof JOB_SORTS)[number]['value']>])
      .default('date')
      .meta({ description: 'date: newest first; company and title: A-Z; salary: highest yearly US dollars first.' }),
    page: z.coerce.number().int().min(1).max(100_000).default(1).meta({ description: 'The page, 30 jobs each.' }),
  })
  .strict()

export type JobSearchParams = z.output<typeof jobSearchParams>

const offsets = z
  .object({ min: z.number().min(-12).max(14), max: z.number().min(-12).max(14) })
  .nullable()
  .meta({ description: 'The UTC offsets (hours) an applicant must work from; null when the job asks none.' })

export const publicJobSummary = z
  .object({
    slug: z.string(),
    url: z.url().meta({ description: "The job's page on Remote Passport, marked ?ref=api so a visit from it counts as the API's." }),
    title: z.string(),
    companyName: z.string(),
    companyLogo: z.string().nullable(),
    summary: z.string().meta({ description: 'The start of the description, up to 400 characters.' }),
    jobType: z.enum(JOB_TYPES).nullable().meta({ description: 'Null on an imported job whose hiring system does not say.' }),
    scheduleType: z.enum(SCHEDULE_TYPES).nullable().meta({ description: 'Null on an imported job: hiring systems do not say.' }),
    category: z.enum(JOB_CATEGORIES).nullable().meta({ description: 'Null on an imported job whose department and title name none.' }),
    educationLevel: z.enum(EDUCATION_LEVELS).nullable(),
    experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
    hiringLocations: z.array(z.string()),
    salaryText: z.string().nullable().meta({ description: 'The salary as the employer wrote it.' }),
    salaryUsdYearly: z
      .object({ min: z.number().nullable(), max: z.number().nullable() })
      .nullable()
      .meta({ description: 'The salary read as US dollars a year; null when the text gives no figures.' }),
    timeZoneOffsets: offsets,
    openWorldwide: z.boolean(),
    eligibleCountries: z.array(z.string()).meta({ description: 'ISO codes of the countries whose residents may apply (empty when open worldwide or unknown).' }),
    postedAt: z.iso.datetime({ offset: true }),
    verifiedOpenAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: "An imported job: when the board's last sync saw it open in the company's hiring system. Null for jobs posted on the board." }),
    // Checked as an http(s) address when a job is saved; read back as text, so one odd stored value never fails a page.
    applyUrl: z.string().meta({ description: "Where to apply: the employer's own page." }),
  })
  .meta({ id: 'JobSummary' })

export const publicJob = publicJobSummary
  .omit({ summary: true })
  .extend({
    description: z.string(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    companyProfileUrl: z.url().nullable().meta({ description: "The company's profile on Remote Passport, when it is in the directory." }),
  })
  .meta({ id: 'Job' })

export type PublicJobSummary = z.input<typeof publicJobSummary>
export type PublicJob = z.input<typeof publicJob>
