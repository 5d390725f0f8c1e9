/** What members read about buying and managing Premium, written once. */
export const TEAM_EMAIL = 'hello@remotepassport.example'

export const EVERYONE_PREMIUM_NOW =
  'Premium is open to every visitor for now: every AI tool gives its full results, free. There is nothing to buy.'
export const ONLINE_UPGRADE_UNAVAILABLE = 'Online upgrade is not available yet.'
export const CHECKOUT_CANCELED = 'Checkout was canceled. Nothing was charged.'
export const SIGN_IN_TO_UPGRADE = 'Sign in or create a free account first; you come back here to upgrade.'

export const CHECKOUT_FAILED = 'We could not open the payment page just now. Please try again in a minute.'
export const PORTAL_FAILED = 'We could not open billing just now. Please try again in a minute.'
export const PAGE_OUT_OF_DATE = 'This page is out of date. Reload it and try again.'
export const ALREADY_PREMIUM = 'Your account already has Premium: there is nothing to buy.'
export const NO_BILLING_ACCOUNT = 'There is no billing account for you yet: upgrade on the Premium page first.'
export const BILLING_UNAVAILABLE = 'Billing is not available online right now.'

/** The return from Stripe Checkout, as the account page tells it. */
export const CHECKOUT_RETURN = {
  active: 'Your payment went through and Premium is active. Thank you!',
  confirming: 'Your payment went through. Premium turns on as soon as Stripe confirms it, usually within a minute: reload this page to see it.',
  open: 'Checkout was not finished, so nothing was charged. You can upgrade again from the Premium page.',
  expired: 'That checkout expired before it was paid. Nothing was charged.',
  unknown: 'We could not check that payment just now. Your plan below shows what Stripe has confirmed so far.',
  busy: 'Too many payment requests from your address. Reload this page in a minute to see how the payment went.',
} as const

export type CheckoutReturnState = keyof typeof CHECKOUT_RETURN

/** A billing date as members read it: "June 1, 2026". */
export { longDate as billingDate } from '../../text/longDate'
