import { createHmac, timingSafeEqual } from 'node:crypto'

/** A person takes longer than this to fill in a job posting; a bot does not. */
export const MIN_FILL_MS = 3000
const MAX_AGE_MS = 24 * 60 * 60 * 1000

const sign = (secret: string, issuedAt: string) => createHmac('sha256', secret).update(`post-job:${issuedAt}`).digest('base64url')

/** Given with the form: when it was rendered, signed so it cannot be forged. */
export const issueFormToken = (secret: string, now: Date = new Date()) => {
  const issuedAt = String(now.getTime())
  return `${issuedAt}.${sign(secret, issuedAt)}`
}

/** True when the form was filled by something slower than a bot, with a token we issued. */
export const formFilledByPerson = (secret: string, token: string | undefined, now: Date = new Date()) => {
  const [issuedAt, signature] = (token ?? '').split('.')
  if (!issuedAt || !signature) return false
  const expected = Buffer.from(sign(secret, issuedAt))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false
  const age = now.getTime() - Number(issuedAt)
  return age >= MIN_FILL_MS && age <= MAX_AGE_MS
}
