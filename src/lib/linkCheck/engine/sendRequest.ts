import { type Dispatcher, request } from 'undici'

import type { CookieJar } from './cookieJar'
import type { HostGate } from './hostGate'
import { bodyWanted, type HttpAnswer, REDIRECT_STATUSES } from './httpAnswer'
import { closedPhraseIn, plainText } from './closedPosting'
import { readBodyText } from './readBody'
import type { LinkType } from './types'

export type RequestContext = {
  dispatcher: Dispatcher
  gateFor: (url: URL) => HostGate
  /** The run's overall limit on requests in flight (its concurrency). */
  requestSlots: HostGate
  jar: CookieJar
  userAgent: string
  /** The longest one request may take, from its turn at the host to its last byte read. */
  requestTimeoutMs: number
  bodyCapBytes: number
}

const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
}

/**
 * One request, when the host's gate allows it: the run's cookies sent and kept, the body read only
 * when the verdict needs it (up to a cap, stopping once a closed-posting phrase shows), else
 * drained a little so the connection can be reused, or dropped.
 */
export const sendRequest = async (
  ctx: RequestContext,
  url: URL,
  method: 'HEAD' | 'GET',
  linkType: LinkType,
): Promise<HttpAnswer> => {
  const gate = ctx.gateFor(url)
  // The host's turn first, then an overall slot: no overall slot is held while a host is busy.
  const releaseHost = await gate.acquire()
  const releaseSlot = await ctx.requestSlots.acquire()
  try {
    const cookie = ctx.jar.header(url)
    const response = await request(url, {
      dispatcher: ctx.dispatcher,
      method,
      headers: { ...BROWSER_HEADERS, 'user-agent': ctx.userAgent, ...(cookie ? { cookie } : {}) },
      signal: AbortSignal.timeout(ctx.requestTimeoutMs),
    })
    gate.answered++
    const setCookie = response.headers['set-cookie']
    if (setCookie) ctx.jar.store(url, Array.isArray(setCookie) ? setCookie : [setCookie])
    const { statusCode: status, headers } = response
    let text: string | null = null
    if (
      method === 'GET' &&
      !REDIRECT_STATUSES.has(status) &&
      bodyWanted(status, headers, linkType)
    ) {
      text = await readBodyText(response.body, {
        contentEncoding: headers['content-encoding'] as string | undefined,
        capBytes: ctx.bodyCapBytes,
        enough: (sofar) => closedPhraseIn(plainText(sofar.slice(-4096))) !== null,
      })
    } else {
      await response.body.dump({ limit: 32 * 1024 }).catch(() => {})
    }
    return { status, headers, text }
  } finally {
    releaseSlot()
    releaseHost()
  }
}
