import type { LinkStatus } from './types'
import { UNSAFE_ADDRESS } from './guardedConnector'

export type ErrorKind =
  | 'unsafe-address'
  | 'no-such-host'
  | 'resolver-failure'
  | 'refused'
  | 'timeout'
  | 'reset'
  | 'unreachable'
  | 'tls'
  | 'other'

const TLS_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'HOSTNAME_MISMATCH',
])

// DOMException codes are numbers (a TimeoutError's is 23): compare codes as text.
const codeOf = (error: unknown): string => {
  const err = error as { code?: string | number; cause?: unknown } | null
  return String(err?.code ?? (err?.cause ? codeOf(err.cause) : ''))
}

/** What kind of failure a request error is, from its code (undici's, Node's, the guard's). */
export const errorKind = (error: unknown): ErrorKind => {
  const code = codeOf(error)
  const name = (error as Error)?.name
  if (code === UNSAFE_ADDRESS) return 'unsafe-address'
  if (code === 'ENOTFOUND' || code === 'ENODATA') return 'no-such-host'
  if (['EAI_AGAIN', 'EAI_FAIL', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED_DNS'].includes(code))
    return 'resolver-failure'
  if (code === 'ECONNREFUSED') return 'refused'
  if (
    [
      'UND_ERR_CONNECT_TIMEOUT',
      'UND_ERR_HEADERS_TIMEOUT',
      'UND_ERR_BODY_TIMEOUT',
      'ETIMEDOUT',
      'ABORT_ERR',
    ].includes(code) ||
    name === 'TimeoutError' ||
    name === 'AbortError'
  ) {
    return 'timeout'
  }
  if (['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ECONNABORTED'].includes(code))
    return 'reset'
  if (['EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'EHOSTDOWN', 'EADDRNOTAVAIL'].includes(code))
    return 'unreachable'
  if (TLS_CODES.has(code) || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_'))
    return 'tls'
  return 'other'
}

/** Worth another try after a pause: the trouble may pass. */
export const isRetryable = (kind: ErrorKind) =>
  kind === 'timeout' || kind === 'reset' || kind === 'unreachable' || kind === 'resolver-failure'

export type ErrorVerdict = { status: LinkStatus; reason: string; networkFailure: boolean }

/**
 * The verdict for a link whose last request failed without an answer. `resolverHealthy` tells a
 * name that does not exist (NXDOMAIN, broken) from a resolver that answers nothing (unknown).
 */
export const errorVerdict = (
  kind: ErrorKind,
  error: unknown,
  resolverHealthy: boolean,
): ErrorVerdict => {
  const message = (error as Error)?.message ?? String(error)
  switch (kind) {
    case 'unsafe-address':
      return { status: 'broken', reason: `refused: ${message}`, networkFailure: false }
    case 'no-such-host':
      return resolverHealthy
        ? { status: 'broken', reason: 'no such host (NXDOMAIN)', networkFailure: false }
        : {
            status: 'unknown',
            reason: 'host name not resolved: the resolver fails for known names too',
            networkFailure: true,
          }
    case 'resolver-failure':
      return {
        status: 'unknown',
        reason: `resolver failure (${codeOf(error)})`,
        networkFailure: true,
      }
    case 'refused':
      return { status: 'broken', reason: 'connection refused', networkFailure: true }
    case 'timeout':
      return { status: 'unknown', reason: 'timed out', networkFailure: true }
    case 'reset':
      return {
        status: 'unknown',
        reason: `connection reset (${codeOf(error)})`,
        networkFailure: true,
      }
    case 'unreachable':
      return {
        status: 'unknown',
        reason: `network unreachable (${codeOf(error)})`,
        networkFailure: true,
      }
    case 'tls':
      return {
        status: 'tls_error',
        reason: `TLS: ${codeOf(error) || message}`,
        networkFailure: false,
      }
    default:
      // The server answered something unreadable, or the link cannot be followed: not the network.
      return { status: 'unknown', reason: message.slice(0, 200), networkFailure: false }
  }
}
