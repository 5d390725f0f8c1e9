import type { Payload } from 'payload'

import { poolOf } from '../db/pool'
import { limitAccountEmail } from './accountEmailLimits'
import { signUpFailureMessage } from './failureMessages'
import { payloadErrorMessage } from './providerMessage'
import { signUpSchema } from './schemas'

export type SignUpResult = { ok: true } | { ok: false; message: string; retryAfterSeconds?: number }

/** Payload marks what a caller may read with a status below 500; anything else stays in the log. */
const isPublic = (error: unknown) => {
  const status = (error as { status?: unknown })?.status
  return typeof status === 'number' && status < 500
}

/**
 * Sign-up: the form's schema checked again on the server, the per-address and per-email limits
 * (each sign-up sends an email), then a member created with access control applied (only email
 * and password get through; Payload sends the confirmation email).
 */
export const registerMember = async (payload: Payload, input: unknown, { clientAddress }: { clientAddress: string }): Promise<SignUpResult> => {
  const parsed = signUpSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message }
  const limit = await limitAccountEmail(poolOf(payload), 'sign-up', clientAddress, parsed.data.email)
  if (!limit.allowed) return { ok: false, message: limit.message, retryAfterSeconds: limit.retryAfterSeconds }
  try {
    await payload.create({ collection: 'members', data: parsed.data, overrideAccess: false })
    return { ok: true }
  } catch (error) {
    if (isPublic(error))
      return { ok: false, message: signUpFailureMessage(payloadErrorMessage(error)) }
    payload.logger.error({ err: error, msg: 'Member sign-up failed' })
    return { ok: false, message: signUpFailureMessage(null) }
  }
}
