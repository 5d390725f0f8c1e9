/**
 * The length limits of a job's fields, written once. The posting forms' zod schema
 * (postJobSchema.ts) and its messages, the salary messages (postedSalary.ts), the jobs
 * collection's `maxLength`s and the import's cuts (src/lib/ats/jobFields.ts) all read them here.
 * No imports: the browser's form bundle reads it too.
 */
export const POST_JOB_LIMITS = {
  companyName: { min: 2, max: 100 },
  jobTitle: { min: 3, max: 150 },
  /** A post's description; the collection stores up to `storedMax` (an imported job's text is longer). */
  description: { min: 50, max: 2000, storedMax: 20_000 },
  url: { max: 500 },
  locations: { min: 2, itemMax: 100, count: 50 },
  /** The salary's amounts (whole numbers) and its words (`salary_range`). */
  salary: { amountMax: 10_000_000, textMax: 100 },
  /** The longest address SMTP carries (RFC 5321). */
  contactEmail: { max: 254 },
} as const
