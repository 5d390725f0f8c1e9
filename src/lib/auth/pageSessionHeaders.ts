/**
 * Payload trusts the session cookie of a request without an Origin only when the browser says it
 * came from this site (Sec-Fetch-Site), so a page opened from another site (a link in a webmail,
 * Stripe sending a buyer back) would render as if signed out. Such a page is a top-level GET
 * navigation: what the Lax session cookie is sent for, and a request that changes nothing. For it,
 * and only for it, the page reads the session as Payload reads a same-site one; every other
 * request (a form post carries an Origin, a fetch is no navigation) keeps Payload's check.
 */
export const pageSessionHeaders = (headers: Headers): Headers => {
  const navigation = headers.get('sec-fetch-mode') === 'navigate' && headers.get('sec-fetch-dest') === 'document'
  if (!navigation || headers.has('origin') || headers.get('sec-fetch-site') !== 'cross-site') return headers
  const copy = new Headers(headers)
  copy.set('sec-fetch-site', 'same-site')
  return copy
}
