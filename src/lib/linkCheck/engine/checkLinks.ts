import type { Dispatcher } from 'undici'

import { checkLink, type LinkContext } from './checkLink'
import { CookieJar } from './cookieJar'
import { createLinkCheckDispatcher, systemResolver } from './dispatcher'
import type { Resolver } from './guardedConnector'
import { type Clock, HostGate, realClock } from './hostGate'
import { HostQueues } from './hostQueues'
import { resolverHealthCheck } from './resolverHealth'
import { DEFAULT_SAFETY_VALVE, isInconclusive, type SafetyValve } from './safetyValve'
import { summarize } from './summary'
import type { LinkCheckReport, LinkInput, LinkResult } from './types'

export type CheckLinksOptions = {
  /** The undici dispatcher to send through; by default one of the checker's own with the SSRF guard. */
  dispatcher?: Dispatcher
  /** Exact host:port entries the SSRF guard lets through (LINK_CHECK_ALLOW). */
  allow?: Set<string>
  resolve?: Resolver
  /** Names that always resolve, to tell NXDOMAIN from a failing resolver. */
  canaryHosts?: string[]
  concurrency?: number
  perHost?: number
  hostSpacingMs?: number
  connectTimeoutMs?: number
  requestTimeoutMs?: number
  maxRedirects?: number
  maxAttempts?: number
  maxRateLimitWaits?: number
  backoffBaseMs?: number
  retryAfterCapMs?: number
  bodyCapBytes?: number
  userAgent?: string
  clock?: Clock
  safetyValve?: SafetyValve
  /** Called as each link gets its verdict, with how many are done of how many. */
  onResult?: (result: LinkResult, done: number, total: number) => void
}

const unexpectedFailure = (link: LinkInput, error: Error): LinkResult => ({
  ...link,
  status: 'unknown',
  reason: `checker error: ${error.message}`.slice(0, 200),
  httpStatus: null,
  finalUrl: link.url,
  redirects: 0,
  timeMs: 0,
  networkFailure: false,
})

const hostKey = (url: string) => {
  try {
    return new URL(url.trim()).hostname.toLowerCase()
  } catch {
    return ''
  }
}

/**
 * Checks a list of links: at most `concurrency` at once overall and `perHost` per host, hosts taken
 * in turn so one slow or paused host never holds up the others. Links sharing a URL are checked
 * once. The report carries every verdict, the counts, and whether the run is inconclusive.
 */
export const checkLinks = async (
  links: LinkInput[],
  options: CheckLinksOptions = {},
): Promise<LinkCheckReport> => {
  const clock = options.clock ?? realClock
  const startedAt = clock.now()
  const ownDispatcher = options.dispatcher
    ? null
    : createLinkCheckDispatcher({
        allow: options.allow,
        resolve: options.resolve,
        connectTimeoutMs: options.connectTimeoutMs,
      })
  const limits = { perHost: options.perHost ?? 2, spacingMs: options.hostSpacingMs ?? 150 }
  const gates = new Map<string, HostGate>()
  const gateOf = (host: string) => {
    let gate = gates.get(host)
    if (!gate) gates.set(host, (gate = new HostGate(limits, clock)))
    return gate
  }
  const concurrency = options.concurrency ?? 32
  const ctx: LinkContext = {
    dispatcher: options.dispatcher ?? ownDispatcher!,
    gateFor: (url) => gateOf(url.hostname.toLowerCase()),
    requestSlots: new HostGate({ perHost: concurrency, spacingMs: 0 }, clock),
    jar: new CookieJar(clock.now),
    userAgent: options.userAgent ?? 'Mozilla/5.0 (compatible; RemotePassportLinkChecker/1.0)',
    requestTimeoutMs: options.requestTimeoutMs ?? 15_000,
    bodyCapBytes: options.bodyCapBytes ?? 128 * 1024,
    clock,
    maxRedirects: options.maxRedirects ?? 10,
    maxAttempts: options.maxAttempts ?? 3,
    maxRateLimitWaits: options.maxRateLimitWaits ?? 2,
    backoffBaseMs: options.backoffBaseMs ?? 500,
    retryAfterCapMs: options.retryAfterCapMs ?? 60_000,
    resolverHealthy: resolverHealthCheck(options.resolve ?? systemResolver, options.canaryHosts),
  }

  // One check per distinct URL, queued by host.
  const byUrl = new Map<string, number[]>()
  links.forEach((link, index) => {
    const key = link.url.trim()
    const indexes = byUrl.get(key)
    if (indexes) indexes.push(index)
    else byUrl.set(key, [index])
  })
  const queues = new HostQueues<string>()
  for (const url of byUrl.keys()) queues.add(hostKey(url), url)

  const results: LinkResult[] = new Array(links.length)
  let done = 0
  const record = (url: string, result: LinkResult) => {
    for (const index of byUrl.get(url)!) {
      results[index] = { ...result, ...links[index] }
      done++
      options.onResult?.(results[index], done, links.length)
    }
  }
  // Links waiting out a backoff or a pause hold no request slot, so more links than requests run.
  const linksAtOnce = concurrency * 2
  try {
    await new Promise<void>((resolve) => {
      let active = 0
      let wakeAt = Infinity
      const pump = () => {
        let earliest = Infinity
        const ready = (host: string) => {
          const at = host ? gateOf(host).readyAt() : clock.now()
          if (at !== null && at > clock.now()) earliest = Math.min(earliest, at)
          return at !== null && at <= clock.now()
        }
        while (active < linksAtOnce && !queues.isEmpty) {
          const next = queues.take(ready)
          if (!next) break
          const gate = next.host ? gateOf(next.host) : null
          active++
          if (gate) gate.reserved++
          const link = links[byUrl.get(next.item)![0]]
          checkLink(ctx, link)
            // A bug must not sink the run: the link is unknown, the others go on.
            .catch((error: Error) => unexpectedFailure(link, error))
            .then((result) => record(next.item, result))
            .finally(() => {
              active--
              if (gate) gate.reserved--
              pump()
            })
        }
        if (done === links.length) return resolve()
        // Only paused hosts have links left: come back when the first pause ends.
        if (active < linksAtOnce && earliest < wakeAt) {
          wakeAt = earliest
          void clock.sleep(earliest - clock.now()).then(() => {
            wakeAt = Infinity
            pump()
          })
        }
      }
      pump()
    })
  } finally {
    await ownDispatcher?.close()
  }

  // A host that timed out here but answered other links is slow or picky, not unreachable.
  for (const result of results) {
    if (
      result.reason === 'timed out' &&
      result.httpStatus === null &&
      gateOf(hostKey(result.finalUrl)).answered > 0
    ) {
      Object.assign(result, {
        reason: 'timed out (the host answers other links)',
        networkFailure: false,
      })
    }
  }
  const valve = options.safetyValve ?? DEFAULT_SAFETY_VALVE
  return {
    results,
    summary: summarize(results),
    inconclusive: isInconclusive(results, valve),
    durationMs: clock.now() - startedAt,
  }
}
