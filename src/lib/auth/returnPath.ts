const BASE = 'http://return.invalid'

/**
 * The page to go back to after signing in (`/auth?next=/premium`), or null: only a path on this
 * site, never another site ("//evil.example", "/\evil.example", "https://…") nor the sign-in page.
 * Read after normalisation: "/.//evil.example" and "/..//evil.example" become "//evil.example",
 * which a browser reads as another site.
 */
export const safeReturnPath = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.length > 500 || !value.startsWith('/') || /[\\\u0000-\u001f]/.test(value)) return null
  try {
    const url = new URL(value, BASE)
    if (url.origin !== BASE || url.pathname.startsWith('//')) return null
    if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}
