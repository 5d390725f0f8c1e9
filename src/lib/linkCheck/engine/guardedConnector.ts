import type { LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'

import { buildConnector } from 'undici'

import { hostPortKey, isPublicAddress } from './addressPolicy'

/** Resolves a host name to its addresses: dns.promises.lookup(all) by default; tests pass their own. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>

export const UNSAFE_ADDRESS = 'ERR_LINK_CHECK_UNSAFE_ADDRESS'

export class UnsafeAddressError extends Error {
  readonly code = UNSAFE_ADDRESS
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} is ${address === host ? '' : `${address}, `}not a public address`)
  }
}

/**
 * A net.connect lookup that refuses a name when any of its addresses is not public: checked at
 * connect time on the address actually used, so a name that changes its answer between checks
 * (DNS rebinding) gains nothing.
 */
const guardedLookup =
  (resolve: Resolver): LookupFunction =>
  (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family
    resolve(hostname).then(
      (addresses) => {
        const wanted = family ? addresses.filter((entry) => entry.family === family) : addresses
        const unsafe = wanted.find((entry) => !isPublicAddress(entry.address))
        if (unsafe) return callback(new UnsafeAddressError(hostname, unsafe.address), [])
        if (!wanted.length)
          return callback(
            Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
              code: 'ENOTFOUND',
              hostname,
            }),
            [],
          )
        if (options.all) return callback(null, wanted)
        callback(null, wanted[0].address, wanted[0].family)
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    )
  }

type ConnectorOptions = {
  resolve: Resolver
  /** Exact host:port entries let through whatever they resolve to (LINK_CHECK_ALLOW). */
  allow: Set<string>
  connectTimeoutMs: number
}

/**
 * undici's connector with the SSRF guard in front: every connection of every hop (redirects
 * included) passes here. Only http and https; addresses given literally are checked here because
 * net.connect skips the lookup for them.
 */
export const guardedConnector = ({
  resolve,
  allow,
  connectTimeoutMs,
}: ConnectorOptions): buildConnector.connector => {
  const trusted = buildConnector({ timeout: connectTimeoutMs })
  const guarded = buildConnector({
    timeout: connectTimeoutMs,
    lookup: guardedLookup(resolve),
  })
  return (options, callback) => {
    if (options.protocol !== 'http:' && options.protocol !== 'https:') {
      return callback(new Error(`${options.protocol} links are not checked`), null)
    }
    if (allow.has(hostPortKey(options.hostname, options.port, options.protocol)))
      return trusted(options, callback)
    const literal = options.hostname.replace(/^\[|\]$/g, '')
    if (isIP(literal) && !isPublicAddress(literal)) {
      return callback(new UnsafeAddressError(literal, literal), null)
    }
    return guarded(options, callback)
  }
}
