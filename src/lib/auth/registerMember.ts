import type { Payload } from 'payload'

import { poolOf } from '../db/pool'
import { limitAccountEmail } from './accountEmailLimits'
import { signUpFailureMessage } from './failureMessages'
import { refusalMessage } from './providerMessage'
import { signUpSchema } from './schemas'

export type SignUpResult = { ok: true } | { ok: false; message: string; retryAfterSeconds?: number }

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
    return { ok: false, message: signUpFailureMessage(refusalMessage(payload.logger, error, 'Member sign-up')) }
  }
}
