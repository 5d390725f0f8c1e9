import { EMAIL_ALREADY_REGISTERED, UNEXPECTED_ERROR } from './messages'

/** Sign-up failures: a taken address, any other provider message as is, else generic. */
export const signUpFailureMessage = (providerMessage: string | null | undefined): string => {
  if (!providerMessage?.trim()) return UNEXPECTED_ERROR
  if (/already registered/i.test(providerMessage)) return EMAIL_ALREADY_REGISTERED
  return providerMessage.trim()
}

/** A sign-in failure is the provider's message; with none (network down), a generic one. */
export const signInFailureMessage = (providerMessage: string | null | undefined): string =>
  providerMessage?.trim() || UNEXPECTED_ERROR
