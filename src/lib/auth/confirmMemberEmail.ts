import type { Payload } from 'payload'

export type EmailConfirmation = 'confirmed' | 'invalid' | 'failed'

const TOKEN_MAX_LENGTH = 200

/**
 * Confirms a member's address with the token of the verification email. Payload clears the token
 * once used, so a second use is 'invalid' (the account stays confirmed).
 */
export const confirmMemberEmail = async (
  payload: Payload,
  token: unknown,
): Promise<EmailConfirmation> => {
  if (typeof token !== 'string' || !token || token.length > TOKEN_MAX_LENGTH) return 'invalid'
  try {
    await payload.verifyEmail({ collection: 'members', token })
    return 'confirmed'
  } catch (error) {
    // Payload's "Verification token is invalid." is a 403; checked by status, not class identity.
    if ((error as { status?: unknown })?.status === 403) return 'invalid'
    payload.logger.error({ err: error, msg: 'Confirming a member email failed' })
    return 'failed'
  }
}
