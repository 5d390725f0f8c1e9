import { isCountryCode } from '../places/countries'
import { INCOME_BUCKETS } from '../visas/incomeBuckets'
import { INCOME_REQUIREMENTS } from '../visas/minIncomeText'
import { VISA_REGIONS } from '../visas/regions'
import { z } from '../validation/zod'

/** The nomad visa programs of the public API (`/api/v1/visas`, the MCP tool `find_visas`). */
export const visaSearchParams = z
  .object({
    region: z.enum(VISA_REGIONS).optional().meta({ description: 'Only programs of this region.' }),
    incomeBucket: z
      .enum(INCOME_BUCKETS.map(({ value }) => value) as [(typeof INCOME_BUCKETS)[number]['value'], ...Array<(typeof INCOME_BUCKETS)[number]['value']>])
      .optional()
      .meta({ description: "The /nomad-visas income filter: programs whose monthly minimum in US dollars falls in the bucket, and those asking no fixed income (savings, investment, none)." }),
    passport: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Use an ISO 3166-1 alpha-2 country code, such as US.')
      .optional()
      .meta({ description: "The seeker's passport (ISO 3166-1 alpha-2): each program says whether they qualify, those they do first.", example: 'US' }),
    income: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .optional()
      .meta({ description: "The seeker's monthly income in US dollars, judged beside `passport`.", example: 4000 }),
  })
  .strict()
  .refine((params) => params.income === undefined || params.passport !== undefined, { message: 'income is judged beside a passport: add passport.', path: ['income'] })

export type VisaSearchParams = z.output<typeof visaSearchParams>

export const publicVisa = z
  .object({
    country: z.string(),
    countryCode: z.string(),
    program: z.string().nullable(),
    duration: z.string(),
    minIncome: z.string().meta({ description: 'The income requirement as the program states it.' }),
    incomeRequirement: z.enum(INCOME_REQUIREMENTS.map(({ value }) => value) as [string, ...string[]]).nullable(),
    minIncomeUsdMonthly: z.number().nullable().meta({ description: 'The minimum income in US dollars a month (yearly ÷ 12, converted at the admin’s dated rates); null when it asks no income or the figure is unknown.' }),
    excludedNationalities: z.array(z.string()).meta({ description: 'Country codes and groups (EU; EEA = EEA and Switzerland) whose citizens the program does not take.' }),
    cost: z.string(),
    processingTime: z.string(),
    region: z.enum(VISA_REGIONS),
    applyUrl: z.string(),
    benefits: z.array(z.string()),
    requirements: z.array(z.string()),
    sourceUrl: z.string().nullable(),
    lastReviewed: z.string().nullable(),
    passportCheck: z
      .object({ status: z.enum(['qualify', 'not-eligible', 'check']), reason: z.string().optional() })
      .optional()
      .meta({ description: 'With `passport`: qualify, not-eligible (with the reason) or check (the data cannot tell; the reason says what to check).' }),
  })
  .meta({ id: 'Visa' })
