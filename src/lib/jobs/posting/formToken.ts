import { createHmac, timingSafeEqual } from 'node:crypto'

/** A person takes longer than this to fill in a job posting; a bot does not. */
export const MIN_FILL_MS = 3000
const MAX_AGE_MS = 24 * 60 * 60 * 1000

export const FORM_EXPIRED = 'This form was open for more than a day. Please check your details and submit it again.'

/** For a form sent within seconds of opening (autofill): the person confirms, nothing is lost. */
export const FORM_TOO_FAST = 'That was quick! Please check your details and press the button again to post your job.'

const sign = (secret: string, issuedAt: string) => createHmac('sha256', secret).update(`post-job:${issuedAt}`).digest('base64url')

/** Given with the form: when it was rendered, signed so it cannot be forged. */
export const issueFormToken = (secret: string, now: Date = new Date()) => {
  const issuedAt = String(now.getTime())
  return `${issuedAt}.${sign(secret, issuedAt)}`
}

/**
 * For a person asked to send the form again (it stayed open over a day, or came back within
 * seconds): a token that already counts as filled in, so sending it again goes through at once.
 */
export const renewFormToken = (secret: string, now: Date = new Date()) => issueFormToken(secret, new Date(now.getTime() - MIN_FILL_MS))

/**
 * 'person' for a token we issued between 3 seconds and a day ago; 'too-fast' for one of ours that
 * is younger and 'expired' for one that is older (both are asked to send the form again, keeping
 * what they typed); 'bot' for a missing or forged token.
 */
export const checkFormToken = (
  secret: string,
  token: string | undefined,
  now: Date = new Date(),
): 'person' | 'too-fast' | 'expired' | 'bot' => {
  const [issuedAt, signature] = (token ?? '').split('.')
  if (!issuedAt || !signature) return 'bot'
  const expected = Buffer.from(sign(secret, issuedAt))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bot'
  const age = now.getTime() - Number(issuedAt)
  if (age < MIN_FILL_MS) return 'too-fast'
  return age <= MAX_AGE_MS ? 'person' : 'expired'
}
