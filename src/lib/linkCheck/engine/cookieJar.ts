type Cookie = {
  name: string
  value: string
  domain: string
  hostOnly: boolean
  path: string
  secure: boolean
  expires: number
}

const defaultPath = (url: URL) => {
  const last = url.pathname.lastIndexOf('/')
  return last <= 0 ? '/' : url.pathname.slice(0, last)
}

const domainMatches = (host: string, cookie: Cookie) =>
  cookie.hostOnly
    ? host === cookie.domain
    : host === cookie.domain || host.endsWith(`.${cookie.domain}`)

const pathMatches = (path: string, cookiePath: string) =>
  path === cookiePath ||
  (path.startsWith(cookiePath) && (cookiePath.endsWith('/') || path[cookiePath.length] === '/'))

/**
 * One run's cookies, kept the way a browser would (RFC 6265, simplified): sites that set a cookie
 * and redirect to see it come back (consent and session walls) answer the checker as they would a
 * person. Capped, since nothing here needs more than a handful per site.
 */
export class CookieJar {
  private cookies: Cookie[] = []

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = 2_000,
  ) {}

  store(url: URL, setCookieHeaders: string[]) {
    const host = url.hostname.toLowerCase()
    for (const header of setCookieHeaders) {
      const [pair, ...attributes] = header.split(';')
      const eq = pair.indexOf('=')
      if (eq <= 0) continue
      const cookie: Cookie = {
        name: pair.slice(0, eq).trim(),
        value: pair.slice(eq + 1).trim(),
        domain: host,
        hostOnly: true,
        path: defaultPath(url),
        secure: false,
        expires: Infinity,
      }
      for (const attribute of attributes) {
        const [key, ...rest] = attribute.split('=')
        const value = rest.join('=').trim()
        switch (key.trim().toLowerCase()) {
          case 'domain': {
            const domain = value.replace(/^\./, '').toLowerCase()
            // A site may widen a cookie to its parent domain, never to another site's.
            if (
              domain &&
              (host === domain || host.endsWith(`.${domain}`)) &&
              domain.includes('.')
            ) {
              Object.assign(cookie, { domain, hostOnly: false })
            }
            break
          }
          case 'path':
            if (value.startsWith('/')) cookie.path = value
            break
          case 'secure':
            cookie.secure = true
            break
          case 'max-age':
            if (/^-?\d+$/.test(value)) cookie.expires = this.now() + Number(value) * 1000
            break
          case 'expires': {
            const at = Date.parse(value)
            if (!Number.isNaN(at) && cookie.expires === Infinity) cookie.expires = at
            break
          }
        }
      }
      this.cookies = this.cookies.filter(
        (old) =>
          !(old.name === cookie.name && old.domain === cookie.domain && old.path === cookie.path),
      )
      if (cookie.expires > this.now()) this.cookies.push(cookie)
      if (this.cookies.length > this.max) this.cookies.shift()
    }
  }

  /** The Cookie header for a request to `url`, or undefined when none apply. */
  header(url: URL): string | undefined {
    const host = url.hostname.toLowerCase()
    const now = this.now()
    const matching = this.cookies.filter(
      (cookie) =>
        cookie.expires > now &&
        domainMatches(host, cookie) &&
        pathMatches(url.pathname, cookie.path) &&
        (!cookie.secure || url.protocol === 'https:'),
    )
    return matching.length
      ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
      : undefined
  }
}
