import { DUPLICATE_JOB_URL } from './postingLimits'

/** The partial unique index of the migrations that keeps one live public post per job URL. */
export const JOB_URL_UNIQUE_INDEX = 'jobs_posted_job_url_unique'

type FieldError = { path?: string | null; message: string }

/**
 * Two posts of one URL at the same moment both pass the check before the insert; the database's
 * unique index stops the second, and Payload reports it as "Value must be unique" on job_url.
 * The poster gets the same words as when the check itself finds the first job.
 */
export const explainDuplicateJobUrl = <T extends FieldError>(errors: T[]): T[] =>
  errors.map((error) => (error.path === 'job_url' && /unique/i.test(error.message) ? { ...error, message: DUPLICATE_JOB_URL } : error))
