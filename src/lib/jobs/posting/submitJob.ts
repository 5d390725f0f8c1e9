import { APIError, type Payload, type RequiredDataFromCollectionSlug, ValidationError } from 'payload'

import { FOR_A_VISITOR } from '../../access/publicRequest'
import { poolOf } from '../../db/pool'
import { checkFormToken, FORM_EXPIRED, FORM_TOO_FAST, renewFormToken } from './formToken'
import { explainDuplicateJobUrl } from './duplicateJobUrl'
import { once } from './idempotency'
import { SUBMIT_FAILED } from './postJobSchema'
import type { PostingContext } from './postingContext'
import type { PostingTerms } from './postingTerms'

export type SubmitMeta = {
  clientAddress: string
  idempotencyKey: string
  formToken?: string
  /** The hidden field people never see: anything in it means a bot. */
  honeypot?: string
  secret: string
  posting: PostingContext
}

export type SubmitResult =
  | {
      ok: true
      job: { id: number; slug: string; listed: boolean } | null
      /**
       * The employer page: the post waits for its contact address to confirm it, with what may be
       * said to anyone (the launch special's size, whether payments are on).
       */
      held?: { freeEmployers: number; payments: boolean }
      /** The employer page: the plan chosen and whether the launch special made the post free. */
      terms?: PostingTerms
      /** The employer page, a post to pay: Stripe's Checkout page (null if it did not open) and the link to pay later. */
      payment?: { checkoutUrl: string | null; payLink: string; message?: string }
    }
  | {
      ok: false
      status: number
      message: string
      fieldErrors: Array<{ path: string; message: string }>
      /** A fresh form token, when the form is to be sent again (it was too old or too quick). */
      formToken?: string
    }

/**
 * A job posted through one of the site's forms. What is the form's own is decided here: bots are
 * turned away without being told why, a person whose form stayed open for over a day, or who sent
 * it within seconds (autofill), is asked to send it again, and a double click or retry creates one
 * job. Everything about the job itself (only the form's fields, the schema, NUL characters, the
 * salary range, the rate limit, a duplicate URL, the posting date and plan, moderation) is the jobs
 * collection's, checked by its hooks exactly as for POST /api/jobs; their refusal comes back as
 * the form's field errors and message.
 */
export const submitJob = async (payload: Payload, input: Record<string, unknown>, meta: SubmitMeta): Promise<SubmitResult> => {
  const token = checkFormToken(meta.secret, meta.formToken)
  if (meta.honeypot || token === 'bot') {
    payload.logger.warn(`Job post from ${meta.clientAddress} dropped as automated`)
    return { ok: true, job: null }
  }
  if (token === 'expired' || token === 'too-fast') {
    const message = token === 'expired' ? FORM_EXPIRED : FORM_TOO_FAST
    return { ok: false, status: 400, message, fieldErrors: [], formToken: renewFormToken(meta.secret) }
  }
  // A key is the client's own: another client sending the same key gets nothing of this post.
  const answer = await once(poolOf(payload), `form:${meta.clientAddress}:${meta.idempotencyKey}`, async () => {
    try {
      const doc = await payload.create({
        collection: 'jobs',
        // Checked by the collection's beforeOperation hook (guardPostedJob.ts), as a REST post is:
        // it refuses any field beyond the form's, parses the rest and sets what the server owns.
        data: input as RequiredDataFromCollectionSlug<'jobs'>,
        overrideAccess: false,
        depth: 0,
        req: { headers: new Headers({ 'x-client-address': meta.clientAddress }) },
        context: { ...FOR_A_VISITOR, ...meta.posting },
      })
      return { status: 201, body: { ok: true, job: { id: doc.id, slug: doc.slug ?? '', listed: Boolean(doc.is_active) } } satisfies SubmitResult }
    } catch (error) {
      if (error instanceof ValidationError) {
        const fieldErrors = explainDuplicateJobUrl(error.data.errors).map(({ path, message }) => ({ path: String(path), message }))
        return { status: 400, body: { ok: false, status: 400, message: fieldErrors[0]?.message ?? SUBMIT_FAILED, fieldErrors } satisfies SubmitResult }
      }
      if (error instanceof APIError && error.status === 429) {
        return { status: 429, body: { ok: false, status: 429, message: error.message, fieldErrors: [] } satisfies SubmitResult }
      }
      payload.logger.error({ err: error, msg: 'Job post failed' })
      return { status: 500, body: { ok: false, status: 500, message: SUBMIT_FAILED, fieldErrors: [] } satisfies SubmitResult }
    }
  })
  return answer.body as SubmitResult
}
