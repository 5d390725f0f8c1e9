import { siteUrl } from '../../src/lib/site/siteUrl'

const layout = (heading: string, text: string, href: string, action: string) => `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${heading}</h1>
<p>${text}</p>
<p><a href="${href}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${action}</a></p>
<p style="font-size:13px;color:#475569">Or open this link: ${href}</p>
<p style="font-size:13px;color:#475569">Remote Passport</p>
</body></html>`

export const verifyEmailLink = (token: string) => `${siteUrl()}/auth/verify?token=${encodeURIComponent(token)}`

export const resetPasswordLink = (token: string) =>
  `${siteUrl()}/auth/reset-password?token=${encodeURIComponent(token)}`

export const verifyEmailHTML = ({ token }: { token: string }) =>
  layout(
    'Confirm your email address',
    'Welcome to Remote Passport. Confirm your address to sign in and save your favorite jobs.',
    verifyEmailLink(token),
    'Confirm my email',
  )

export const resetPasswordHTML = ({ token }: { token?: string } = {}) =>
  layout(
    'Reset your password',
    'Someone asked to reset the password of your Remote Passport account. If it was not you, ignore this email.',
    resetPasswordLink(token ?? ''),
    'Choose a new password',
  )
