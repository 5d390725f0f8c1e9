import { emailLayout } from '@/lib/email/emailLayout'
import { siteUrl } from '@/lib/site/siteUrl'

export const verifyEmailLink = (token: string) => `${siteUrl()}/auth/verify?token=${encodeURIComponent(token)}`

export const resetPasswordLink = (token: string) => `${siteUrl()}/auth/reset-password?token=${encodeURIComponent(token)}`

export const verifyEmailHTML = ({ token }: { token: string }) =>
  emailLayout({
    heading: 'Confirm your email address',
    paragraphs: ['Welcome to Remote Passport. Confirm your address to sign in and save your favorite jobs.'],
    action: { href: verifyEmailLink(token), label: 'Confirm my email' },
  }).html

export const resetPasswordHTML = ({ token }: { token?: string } = {}) =>
  emailLayout({
    heading: 'Reset your password',
    paragraphs: ['Someone asked to reset the password of your Remote Passport account. If it was not you, ignore this email.'],
    action: { href: resetPasswordLink(token ?? ''), label: 'Choose a new password' },
  }).html
