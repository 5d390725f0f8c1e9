import { SUBMIT_FAILED } from '@/lib/jobs/posting/postJobSchema'
import type { ScriptlessRefusal } from '@/lib/jobs/posting/scriptlessPost'
import type { SubmitResult } from '@/lib/jobs/posting/submitJob'

type FieldError = { path: string; message: string }

/**
 * What a job form does with its action's refusal, sent in place: with a fresh form token nothing
 * is wrong with the details (the form was too old or too quick), so it takes the token and asks
 * for the same press again; otherwise each error about one of the form's own `fields` goes under
 * it, and the message (or SUBMIT_FAILED) into the toast.
 */
export const refusalStep = (
  result: Extract<SubmitResult, { ok: false }>,
  fields: ReadonlySet<string>,
): { formToken: string; sendAgain: string } | { fieldErrors: FieldError[]; toast: string } =>
  result.formToken
    ? { formToken: result.formToken, sendAgain: result.message }
    : { fieldErrors: result.fieldErrors.filter(({ path }) => fields.has(path)), toast: result.message || SUBMIT_FAILED }

/** A page sent back without JavaScript: each field's error, rendered under it. */
export const serverErrorsOf = (back: ScriptlessRefusal | null): Record<string, string> =>
  Object.fromEntries((back?.fieldErrors ?? []).map(({ path, message }) => [path, message]))

/**
 * The lines beside the submit button: the server's request to press once more (from the script,
 * or a page sent back without errors at its fields), and a page sent back with errors at its
 * fields says how many to correct.
 */
export const postNotices = (sendAgain: string | null, back: ScriptlessRefusal | null) => {
  const count = back?.fieldErrors.length ?? 0
  return {
    sendAgain: sendAgain ?? (back && !count ? back.message : null),
    correct: back && count > 0 ? `Please correct the ${count === 1 ? 'field' : `${count} fields`} marked above: ${back.message}` : null,
  }
}
