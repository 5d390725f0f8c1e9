/** The sign-up password has a minimum length of 6. */
export const PASSWORD_MIN_LENGTH = 6

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`

export const authCookies = {
  sameSite: 'Lax' as const,
  secure: process.env.NODE_ENV === 'production',
}
