import type { Dispatcher } from 'undici'

import { checkLink, type LinkContext } from './checkLink'
import { CookieJar } from './cookieJar'
import { createLinkCheckDispatcher, systemResolver } from './dispatcher'
import type { Resolver } from './guardedConnector'
import { type Clock, HostGate, realClock } from './hostGate'
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
    byUrl.set(key, [...(byUrl.get(key) ?? []), index])
  })
  const queues = new Map<string, string[]>()
  for (const url of byUrl.keys()) {
    const host = hostKey(url)
    queues.set(host, [...(queues.get(host) ?? []), url])
  }

  const results: LinkResult[] = new Array(links.length)
  let done = 0
  // Links waiting out a backoff or a pause hold no request slot, so more links than requests run.
  const linksAtOnce = concurrency * 2
  try {
    await new Promise<void>((resolve, reject) => {
      let active = 0
      let wakeAt = Infinity
      const hosts = [...queues.keys()]
      let cursor = 0
      const pump = () => {
        while (active < linksAtOnce) {
          let picked: string | null = null
          let earliest = Infinity
          for (let i = 0; i < hosts.length && picked === null; i++) {
            const host = hosts[(cursor + i) % hosts.length]
            if (!queues.get(host)?.length) continue
            const readyAt = host ? gateOf(host).readyAt() : clock.now()
            if (readyAt !== null && readyAt <= clock.now()) {
              picked = host
              cursor = (cursor + i + 1) % hosts.length
            } else if (readyAt !== null) earliest = Math.min(earliest, readyAt)
          }
          if (picked === null) {
            // Only paused hosts have links left: come back when the first pause ends.
            if (earliest < wakeAt && earliest < Infinity) {
              wakeAt = earliest
              void clock.sleep(earliest - clock.now()).then(() => {
                wakeAt = Infinity
                pump()
              })
            }
            break
          }
          const url = queues.get(picked)!.shift()!
          const gate = picked ? gateOf(picked) : null
          const indexes = byUrl.get(url)!
          active++
          if (gate) gate.reserved++
          checkLink(ctx, links[indexes[0]])
            .then((result) => {
              for (const index of indexes) {
                results[index] = { ...result, ...links[index] }
                done++
                options.onResult?.(results[index], done, links.length)
              }
            })
            .catch(reject)
            .finally(() => {
              active--
              if (gate) gate.reserved--
              if (done === links.length) resolve()
              else pump()
            })
        }
        if (done === links.length) resolve()
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
