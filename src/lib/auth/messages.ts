/** The texts members see on the account pages, written once. */
export { PASSWORD_TOO_SHORT } from './passwordRules'

export const EMAIL_REQUIRED = 'Email is required'
export const EMAIL_INVALID = 'Please enter a valid email address'
export const PASSWORD_REQUIRED = 'Password is required'
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm the new password'
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'

export const EMAIL_ALREADY_REGISTERED = 'This email is already registered. Please sign in instead.'
export const UNEXPECTED_ERROR = 'An unexpected error occurred'
export const SIGN_UP_SUCCESS = 'Account created successfully! Confirm your email to sign in.'
export const SIGN_IN_SUCCESS = 'Signed in successfully!'

export const confirmEmailNotice = (email: string) =>
  `We sent a confirmation link to ${email}. Open it to confirm your address: that signs you in.`

export const EMAIL_CONFIRMED_SIGNED_IN = 'Your email is confirmed and you are signed in.'
export const EMAIL_CONFIRMED = 'Your email is confirmed. You can now sign in.'
export const CONFIRMATION_LINK_INVALID =
  'This confirmation link is invalid or has already been used.'
export const CONFIRMATION_FAILED = 'We could not confirm your email just now. Please try again.'

export const RESET_LINK_SENT =
  'If an account exists for that email, we sent a link to reset the password.'
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.'
export const PASSWORD_CHANGED =
  'Your password has been changed. You can now sign in with your new password.'
export const SESSION_ENDED = 'Your session has ended. Please sign in again.'
