/**
 * The site's Content-Security-Policy: scripts only from this site, no plugins, no framing by other
 * sites, forms only to this site, no <base> tricks. Images may come from any https host (company
 * and provider logos).
 *
 * Pages are the same for every visitor and served from the cache, so their inline scripts (Next's
 * hydration data) cannot carry a per-request nonce: inline scripts are allowed, as Next.js
 * documents for static pages. What the nonce guarded against, markup injected from stored text,
 * cannot happen here: React escapes all text, no user HTML is ever rendered as HTML, and the one
 * JSON-LD script is serialised with `<` escaped.
 */
export const contentSecurityPolicy = ({ dev = false } = {}) =>
  [
    `default-src 'self'`,
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ')
