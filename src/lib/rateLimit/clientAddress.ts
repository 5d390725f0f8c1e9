/**
 * The address a request came from. The production server (scripts/server.mjs) writes it to
 * x-client-address from the socket, honouring TRUST_PROXY hops of X-Forwarded-For, and drops
 * whatever a client sent under that name; elsewhere (next dev) the forwarded header is used.
 */
export const clientAddress = (headers: Headers): string =>
  headers.get('x-client-address') || headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
