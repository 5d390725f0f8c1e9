import { createHmac, timingSafeEqual } from 'node:crypto'

import { MIN_FILL_MS } from './formTiming'

const MAX_AGE_MS = 24 * 60 * 60 * 1000

export const FORM_EXPIRED = 'This form was open for more than a day. Please check your details and submit it again.'

const sign = (secret: string, issuedAt: string) => createHmac('sha256', secret).update(`post-job:${issuedAt}`).digest('base64url')

/** Given with the form: when it was rendered, signed so it cannot be forged. */
export const issueFormToken = (secret: string, now: Date = new Date()) => {
  const issuedAt = String(now.getTime())
  return `${issuedAt}.${sign(secret, issuedAt)}`
}

/**
 * For a person whose token expired while the form stayed open: a token that already counts as
 * filled in, so sending the same form again goes through at once.
 */
export const renewFormToken = (secret: string, now: Date = new Date()) => issueFormToken(secret, new Date(now.getTime() - MIN_FILL_MS))

/**
 * 'person' for a token we issued between 3 seconds and a day ago; 'expired' for one of ours that
 * is older (a tab left open: the person is told and keeps what they typed); 'bot' otherwise.
 */
export const checkFormToken = (secret: string, token: string | undefined, now: Date = new Date()): 'person' | 'expired' | 'bot' => {
  const [issuedAt, signature] = (token ?? '').split('.')
  if (!issuedAt || !signature) return 'bot'
  const expected = Buffer.from(sign(secret, issuedAt))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bot'
  const age = now.getTime() - Number(issuedAt)
  if (age < MIN_FILL_MS) return 'bot'
  return age <= MAX_AGE_MS ? 'person' : 'expired'
}
