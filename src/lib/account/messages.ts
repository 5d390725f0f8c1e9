import { retryAfterText } from '../rateLimit/rateLimit'

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.'
export const SAME_EMAIL = 'This is already your email address.'
export const EMAIL_TAKEN = 'Another account uses this email address.'
export const emailChangeRequested = (email: string) =>
  `We sent a confirmation link to ${email}. Your email changes once you open it; until then you sign in with your current one.`
export const PASSWORD_UPDATED = 'Your password has been changed. Other devices are signed out.'
export const ACCOUNT_DELETED = 'Your account has been deleted.'
export const ACCOUNT_ACTION_FAILED = 'Something went wrong. Please try again.'
export const tooManyPasswordChecks = (seconds: number) =>
  `Too many wrong passwords. Please try again in ${retryAfterText(seconds)}.`
