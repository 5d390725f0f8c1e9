/**
 * The site's Content-Security-Policy: scripts only from this site with the request's nonce
 * (Next.js adds it to its own scripts), no plugins, no framing by other sites, forms only to
 * this site. Images may come from any https host (company and provider logos).
 */
export const contentSecurityPolicy = (nonce: string, { dev = false } = {}) =>
  [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ')
