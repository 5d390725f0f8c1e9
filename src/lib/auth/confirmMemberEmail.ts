import type { Payload } from 'payload'

/** What the confirmation page shows: signed in, confirmed (sign in with the password), or not. */
export type EmailConfirmation = 'signed-in' | 'confirmed' | 'invalid' | 'failed'

const TOKEN_MAX_LENGTH = 200

/**
 * Confirms a member's address with the token of the verification email, and says whose it was
 * (the caller signs them in). Payload clears the token once used, so a second use is 'invalid'
 * (the account stays confirmed).
 */
export const confirmMemberEmail = async (
  payload: Payload,
  token: unknown,
): Promise<{ result: 'confirmed'; memberId: number } | { result: 'invalid' | 'failed' }> => {
  if (typeof token !== 'string' || !token || token.length > TOKEN_MAX_LENGTH) return { result: 'invalid' }
  try {
    const { docs } = await payload.find({
      collection: 'members',
      where: { _verificationToken: { equals: token } },
      showHiddenFields: true,
      overrideAccess: true,
      depth: 0,
      limit: 1,
      select: {},
    })
    if (!docs[0]) return { result: 'invalid' }
    await payload.verifyEmail({ collection: 'members', token })
    return { result: 'confirmed', memberId: Number(docs[0].id) }
  } catch (error) {
    // Payload's "Verification token is invalid." is a 403; checked by status, not class identity.
    if ((error as { status?: unknown })?.status === 403) return { result: 'invalid' }
    payload.logger.error({ err: error, msg: 'Confirming a member email failed' })
    return { result: 'failed' }
  }
}
