import { signToken } from '../site/signedToken'
import { siteUrl } from '../site/siteUrl'

export const CONFIRM_PURPOSE = 'newsletter-confirm'
export const UNSUBSCRIBE_PURPOSE = 'unsubscribe'
export const CONFIRMATION_VALID_MS = 48 * 60 * 60 * 1000

export type UnsubscribeTarget = { kind: 'newsletter'; sid: number } | { kind: 'alerts'; mid: number; alerts: number[] }

export const confirmationLink = (secret: string, subscriber: { id: number; email: string }, now: Date = new Date()) =>
  `${siteUrl()}/newsletter/confirm?token=${signToken(secret, CONFIRM_PURPOSE, { sid: subscriber.id, email: subscriber.email, exp: now.getTime() + CONFIRMATION_VALID_MS })}`

/** The one-click unsubscribe address of List-Unsubscribe: POST unsubscribes, GET shows a button. */
export const unsubscribeLink = (secret: string, target: UnsubscribeTarget) =>
  `${siteUrl()}/api/unsubscribe?token=${signToken(secret, UNSUBSCRIBE_PURPOSE, target)}`

/** RFC 8058 headers every newsletter and alert email carries. */
export const listUnsubscribeHeaders = (link: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
