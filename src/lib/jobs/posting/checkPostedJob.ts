import type { PostingContext } from './postingContext'
import { employerJobSchema, fieldErrors, postJobSchema } from './postJobSchema'
import { nulCharacterErrors, refusedPosterFields } from './posterFields'
import { postedSalaryProblems, withPostedSalary } from './postedSalary'

export type FieldError = { path: string; message: string }

/** The form a public post is checked as: the employer page's, or /submit-job's (also POST /api/jobs'). */
export const postingSchemaFor = (posting: Pick<PostingContext, 'postedVia'>) =>
  posting.postedVia === 'employer-page' ? employerJobSchema : postJobSchema

/**
 * Every rule a public post's fields meet, checked once, by the jobs collection's beforeOperation
 * hook (collections/Jobs/hooks/guardPostedJob.ts) that every way of posting passes:
 * - only the form's own fields: any other (dates, slug, plan, review and link-check state …) is
 *   the server's, refused by name (posterFields.ts);
 * - no NUL character in any text;
 * - the form's zod schema (postJobSchema.ts), whose limits and messages come from fieldLimits.ts;
 * - a salary range whose maximum is not below its minimum.
 * Answers the job's fields as stored (the salary as the board's text), or every problem by field.
 */
export const checkPostedJob = (data: Record<string, unknown>, posting: Pick<PostingContext, 'postedVia'>) => {
  const schema = postingSchemaFor(posting)
  const refused = [...refusedPosterFields(data, schema), ...nulCharacterErrors(data)]
  const parsed = schema.safeParse(data)
  const salary = parsed.success ? postedSalaryProblems(parsed.data) : []
  if (refused.length || !parsed.success || salary.length) {
    // A field refused by name is not also told what its value should be.
    const invalid = parsed.success ? salary : fieldErrors(parsed.error).filter((error) => !refused.some((own) => own.path === error.path))
    return { ok: false as const, errors: [...refused, ...invalid] satisfies FieldError[] }
  }
  return { ok: true as const, fields: withPostedSalary(parsed.data) }
}
