import type { Payload } from 'payload'

import { FOR_A_VISITOR } from '../access/publicRequest'
import { signUpFailureMessage } from './failureMessages'
import { refusalMessage } from './providerMessage'
import { signUpSchema } from './schemas'

export type SignUpResult = { ok: true } | { ok: false; message: string; retryAfterSeconds?: number }

/**
 * Sign-up: the form's schema checked again on the server, then a member created for the visitor
 * with access control applied (only email and password get through; Payload sends the
 * confirmation email). The members collection limits sign-ups per client address and per email,
 * as for POST /api/members.
 */
export const registerMember = async (payload: Payload, input: unknown, { clientAddress }: { clientAddress: string }): Promise<SignUpResult> => {
  const parsed = signUpSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message }
  try {
    await payload.create({
      collection: 'members',
      data: parsed.data,
      overrideAccess: false,
      req: { headers: new Headers({ 'x-client-address': clientAddress }) },
      context: FOR_A_VISITOR,
    })
    return { ok: true }
  } catch (error) {
    const message = signUpFailureMessage(refusalMessage(payload.logger, error, 'Member sign-up'))
    const retryAfterSeconds = (error as { data?: { retryAfterSeconds?: number } }).data?.retryAfterSeconds
    return { ok: false, message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) }
  }
}
