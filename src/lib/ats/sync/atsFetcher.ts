import { type Dispatcher, request } from 'undici'

import { errorKind, isRetryable } from '../../linkCheck/engine/classifyError'
import { type Clock, HostGate, realClock } from '../../linkCheck/engine/hostGate'
import { readBodyText } from '../../linkCheck/engine/readBody'
import { backoffMs, retryAfterMs } from '../../linkCheck/engine/retryTiming'
import type { AtsAdapter, AtsGet } from '../types'
import { AtsFetchError, BoardNotModified } from './atsFetchError'

export type AtsFetcherOptions = {
  dispatcher: Dispatcher
  userAgent: string
  /** ATS_API_BASE: every kind's requests go to this one server, under `/{kind}` (tests, benchmarks). */
  apiBase?: string | null
  /** Requests in flight to one host at a time. */
  requestsPerHost: number
  /** The longest one request may take, to its last byte. */
  requestTimeoutMs?: number
  /** The most of one response that is read (Greenhouse sends a whole board with its texts). */
  bodyCapBytes?: number
  /** Tries after the first for a 429, a 5xx or a network failure. */
  retries?: number
  clock?: Clock
}

export type BoardValidators = { etag: string | null; lastModified: string | null }

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504])

const reasonFor = (status: number) =>
  status === 404 ? 'HTTP 404: no such board (check the board id)' : status === 429 ? 'HTTP 429: the host asked us to slow down' : `HTTP ${status}`

/**
 * Reads hiring systems' APIs politely: one gate per real host (all Greenhouse boards share
 * boards-api.greenhouse.io, each Recruitee company has its own), a host that answers 429 paused as
 * long as it asks, retries with backoff on 5xx and network failures, every response read up to a
 * cap, and the SSRF-guarded dispatcher of the link checker under every request.
 */
export const createAtsFetcher = ({
  dispatcher,
  userAgent,
  apiBase,
  requestsPerHost,
  requestTimeoutMs = 30_000,
  bodyCapBytes = 25 * 1024 * 1024,
  retries = 2,
  clock = realClock,
}: AtsFetcherOptions) => {
  const gates = new Map<string, HostGate>()
  const gateFor = (host: string) => {
    let gate = gates.get(host)
    if (!gate) gates.set(host, (gate = new HostGate({ perHost: requestsPerHost, spacingMs: 0 }, clock)))
    return gate
  }
  const base = apiBase?.replace(/\/+$/, '') || null

  /**
   * The `get` an adapter reads one board with. The first request carries the board's validators
   * when it has them (a 304 throws BoardNotModified); `validators` holds what the last answer gave.
   */
  const forBoard = (adapter: AtsAdapter, board: string, previous?: BoardValidators, signal?: AbortSignal) => {
    const origin = adapter.origin(board)
    const gate = gateFor(new URL(origin).host)
    const seen: BoardValidators = { etag: null, lastModified: null }
    let first = true
    const get: AtsGet = async (path) => {
      const url = `${base ? `${base}${adapter.loopbackPrefix(board)}` : origin}${path}`
      const isFirst = first
      const conditional = isFirst && previous ? previous : null
      first = false
      for (let attempt = 0; ; attempt++) {
        signal?.throwIfAborted()
        const release = await gate.acquire()
        let status: number | null = null
        let wait: number | null = null
        try {
          const response = await request(url, {
            dispatcher,
            method: 'GET',
            headers: {
              accept: 'application/json, application/xml;q=0.9, */*;q=0.5',
              'accept-encoding': 'gzip, deflate, br',
              'user-agent': userAgent,
              ...(conditional?.etag ? { 'if-none-match': conditional.etag } : {}),
              ...(conditional?.lastModified ? { 'if-modified-since': conditional.lastModified } : {}),
            },
            signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]) : AbortSignal.timeout(requestTimeoutMs),
          })
          status = response.statusCode
          const header = (name: string) => {
            const value = response.headers[name]
            return Array.isArray(value) ? value[0] : value
          }
          if (status >= 200 && status < 300) {
            const body = await readBodyText(response.body, { contentEncoding: header('content-encoding'), capBytes: bodyCapBytes + 1 })
            if (Buffer.byteLength(body) > bodyCapBytes) throw new AtsFetchError(`The answer is larger than ${bodyCapBytes / 1024 / 1024} MB`, status)
            if (isFirst) {
              seen.etag = header('etag') ?? null
              seen.lastModified = header('last-modified') ?? null
            }
            return { body, contentType: header('content-type') ?? null }
          }
          await response.body.dump().catch(() => {})
          if (status === 304 && conditional) throw new BoardNotModified()
          if (status === 429) {
            const pause = retryAfterMs(header('retry-after'), clock.now()) ?? backoffMs(attempt, 2_000)
            gate.slowDown(pause)
          }
          if (!RETRYABLE_STATUSES.has(status) || attempt >= retries) throw new AtsFetchError(reasonFor(status), status)
          wait = status === 429 ? 0 : backoffMs(attempt, 1_000)
        } catch (error) {
          if (error instanceof AtsFetchError || error instanceof BoardNotModified) throw error
          if (signal?.aborted) throw new AtsFetchError('The sync ran out of time', null)
          const kind = errorKind(error)
          if (!isRetryable(kind) || attempt >= retries)
            throw new AtsFetchError(kind === 'unsafe-address' ? 'The address is not a public one' : `No answer (${kind})`, null)
          wait = backoffMs(attempt, 1_000)
        } finally {
          release()
        }
        if (wait) await clock.sleep(wait)
      }
    }
    return { get, validators: seen }
  }

  return { forBoard }
}

export type AtsFetcher = ReturnType<typeof createAtsFetcher>
