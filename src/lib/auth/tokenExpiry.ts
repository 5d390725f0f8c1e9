/** The expiry (ms since the epoch) a JWT carries in its `exp` claim, or null. */
export const tokenExpiry = (token: string | undefined): number | null => {
  const claims = token?.split('.')[1]
  if (!claims) return null
  try {
    const { exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
  } catch {
    return null
  }
}
