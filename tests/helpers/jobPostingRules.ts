import Validator from '@adobe/structured-data-validator'

/** One finding of the validator: what is wrong, how much it matters, and where. */
export type StructuredDataIssue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames?: string[] }

/**
 * Google's rich-result rules for JobPosting (required and recommended properties, and of the
 * objects inside it), as Adobe's structured-data validator encodes them. schema.org's own shape
 * is checked when the markup compiles: `jobPostingJsonLd` returns schema-dts's `JobPosting`.
 */
export const jobPostingIssues = async (markup: unknown): Promise<StructuredDataIssue[]> =>
  (await new Validator().validate({ jsonld: { JobPosting: [markup] } })) as StructuredDataIssue[]

/**
 * Google requires applicant countries for a 100% remote job only when "applicants may be located
 * in one or more geographic locations"; a job open worldwide leaves them out, which the validator
 * (stricter) reports as missing.
 */
export const isWorldwideLocationNote = (issue: StructuredDataIssue) => issue.fieldNames?.includes('applicantLocationRequirements') ?? false

/**
 * Recommended properties a job may truly lack: a salary its text does not give, an end date an
 * imported job does not have (it closes when its hiring system drops it). Markup never invents them.
 */
const MAY_LACK = new Set(['baseSalary', 'validThrough'])

/**
 * What the markup of a listed job must not be reported for: every error, and every warning but a
 * recommended property the job's data lacks (and, for a job open worldwide, its countries).
 */
export const jobPostingProblems = async (markup: { applicantLocationRequirements?: unknown }) =>
  (await jobPostingIssues(markup)).filter(
    (issue) =>
      !(issue.severity === 'WARNING' && issue.fieldNames?.every((name) => MAY_LACK.has(name))) &&
      !(markup.applicantLocationRequirements === undefined && isWorldwideLocationNote(issue)),
  )
