import type { Payload } from 'payload'

import { FOR_A_VISITOR } from '../access/publicRequest'
import { signInFailureMessage } from './failureMessages'
import { sessionCookie, type SessionCookie } from './memberSession'
import { RESET_LINK_INVALID, RESET_LINK_SENT, UNEXPECTED_ERROR } from './messages'
import { refusalMessage } from './providerMessage'
import { forgotPasswordSchema, resetPasswordSchema, signInSchema } from './schemas'

/** What a member's password form comes to: done, or the words to show. */
type Refused = { ok: false; message: string; invalidLink?: boolean }
export type PasswordFormResult = { ok: true; message?: string } | Refused

type Visitor = { clientAddress: string }

/** Payload's local API acting for a visitor: the collection's limits apply as over REST. */
const asVisitor = ({ clientAddress }: Visitor) => ({
  req: { headers: new Headers({ 'x-client-address': clientAddress }) },
  context: FOR_A_VISITOR,
})

const statusOf = (error: unknown) => (error as { status?: unknown })?.status

const failure = (payload: Payload, error: unknown, what: string): Refused => ({
  ok: false,
  message: signInFailureMessage(refusalMessage(payload.logger, error, what)),
})

/**
 * Sign-in with email and password: the members collection throttles failures per client address
 * and answers an unknown email as slowly as a wrong password. On success, the session cookie.
 */
export const signInMember = async (
  payload: Payload,
  input: unknown,
  visitor: Visitor,
): Promise<{ ok: true; cookie: SessionCookie } | Refused> => {
  const parsed = signInSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message }
  try {
    const { token } = await payload.login({ collection: 'members', data: parsed.data, ...asVisitor(visitor) })
    if (!token) return { ok: false, message: UNEXPECTED_ERROR }
    return { ok: true, cookie: sessionCookie(payload, token) }
  } catch (error) {
    return failure(payload, error, 'Member sign-in')
  }
}

/**
 * "Forgot password?": the same words whether or not the address has an account; only the
 * per-address and per-email limits (the same for everyone) are said as they are.
 */
export const requestPasswordReset = async (payload: Payload, input: unknown, visitor: Visitor): Promise<PasswordFormResult> => {
  const parsed = forgotPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message }
  try {
    await payload.forgotPassword({ collection: 'members', data: parsed.data, ...asVisitor(visitor) })
  } catch (error) {
    if (statusOf(error) === 429) return failure(payload, error, 'Password reset request')
    payload.logger.error({ err: error, msg: 'Password reset request failed' })
  }
  return { ok: true, message: RESET_LINK_SENT }
}

/**
 * A new password from the emailed reset link. Payload ends the account's sessions; no new one is
 * started here, so signing in still checks that the email was confirmed.
 */
export const resetMemberPassword = async (payload: Payload, token: unknown, input: unknown): Promise<PasswordFormResult> => {
  if (typeof token !== 'string' || !token) return { ok: false, message: RESET_LINK_INVALID, invalidLink: true }
  const parsed = resetPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message }
  try {
    await payload.resetPassword({ collection: 'members', data: { token, password: parsed.data.password }, overrideAccess: true })
    return { ok: true }
  } catch (error) {
    // Payload answers "Token is either invalid or has expired." with 403.
    if (statusOf(error) === 403) return { ok: false, message: RESET_LINK_INVALID, invalidLink: true }
    return failure(payload, error, 'Password reset')
  }
}
