import { createHash } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { AtsKind } from '@/lib/ats/types'

import type { FakeJob } from './fakeJob'
import { ashbyNotFound, renderAshby } from './render/ashby'
import { greenhouseNotFound, renderGreenhouse } from './render/greenhouse'
import { leverList, leverNotFound, renderLever } from './render/lever'
import { PERSONIO_TYPE, personioNotFound, renderPersonio } from './render/personio'
import { recruiteeNotFound, renderRecruitee } from './render/recruitee'
import { JSON_TYPE } from './render/shared'
import {
  renderSmartRecruiters,
  type SmartRecruitersBoard,
  smartRecruitersNotFound,
  smartRecruitersPage,
  smartRecruitersPostingNotFound,
} from './render/smartrecruiters'
import { renderWorkable, workableNotFound } from './render/workable'

export type AtsRequest = { method: string; path: string; at: number; status: number }

export type AtsFailure = {
  status: number
  /** How many requests in a row get it (1 when left out; 0 adds nothing). */
  times?: number
  retryAfterSeconds?: number
  /** The body to send; with status 200 this is how a malformed body is served. */
  body?: string
}

export type AtsServer = {
  /** What ATS_API_BASE is set to: `http://127.0.0.1:PORT`. */
  url: string
  /**
   * Puts a board up, or replaces it: its answers change (and so their ETags) from now on. The body
   * the importer asks for is rendered here, once; other variants (Greenhouse without content=true
   * …) when first asked for.
   */
  setBoard: (kind: AtsKind, board: string, jobs: FakeJob[]) => void
  /** Takes a board down: it is then answered as its API answers an unknown board (404). */
  removeBoard: (kind: AtsKind, board: string) => void
  /** The next requests for the board (any of its addresses) get this answer instead. Calls queue up. */
  failNext: (kind: AtsKind, board: string, failure: AtsFailure) => void
  /** Every request for the board waits this long before it is answered (0 to stop). */
  delay: (kind: AtsKind, board: string, ms: number) => void
  /** Each request as it came in, with the status it was answered with. */
  requests: AtsRequest[]
  /** Forgets every board, failure, delay and request. */
  reset: () => void
  close: () => Promise<void>
}

type Route = { kind: AtsKind; board: string; detail?: string }

/** The API address a path under ATS_API_BASE stands for (the prefix names the kind). */
const route = (segments: string[]): Route | null => {
  const [prefix, ...rest] = segments
  const is = (...parts: (string | null)[]) =>
    rest.length === parts.length && parts.every((part, i) => part === null || part === rest[i])
  switch (prefix) {
    case 'greenhouse':
      return is('v1', 'boards', null, 'jobs') ? { kind: 'greenhouse', board: rest[2] } : null
    case 'lever':
      return is('v0', 'postings', null) ? { kind: 'lever', board: rest[2] } : null
    case 'ashby':
      return is('posting-api', 'job-board', null) ? { kind: 'ashby', board: rest[2] } : null
    case 'workable':
      return is('api', 'v1', 'widget', 'accounts', null)
        ? { kind: 'workable', board: rest[4] }
        : null
    case 'recruitee':
      return is(null, 'api', 'offers') ? { kind: 'recruitee', board: rest[0] } : null
    case 'smartrecruiters':
      if (is('v1', 'companies', null, 'postings'))
        return { kind: 'smartrecruiters', board: rest[2] }
      if (is('v1', 'companies', null, 'postings', null)) {
        return { kind: 'smartrecruiters', board: rest[2], detail: rest[4] }
      }
      return null
    case 'personio':
      return is(null, 'xml') ? { kind: 'personio', board: rest[0] } : null
    default:
      return null
  }
}

const CONTENT_TYPE: Record<AtsKind, string> = {
  greenhouse: JSON_TYPE,
  lever: JSON_TYPE,
  ashby: JSON_TYPE,
  workable: JSON_TYPE,
  recruitee: JSON_TYPE,
  smartrecruiters: JSON_TYPE,
  personio: PERSONIO_TYPE,
}

const NOT_FOUND: Record<AtsKind, { status: number; contentType: string; body: string }> = {
  greenhouse: greenhouseNotFound,
  lever: leverNotFound,
  ashby: ashbyNotFound,
  workable: workableNotFound,
  recruitee: recruiteeNotFound,
  smartrecruiters: smartRecruitersNotFound,
  personio: personioNotFound,
}

/**
 * One rendering of a board for one variant of its address (content=true or not …): the body as
 * bytes, or for the paged kinds the items, with each page and detail kept as bytes once asked for.
 */
type Rendering = {
  tag: string
  body?: Buffer
  items?: string[]
  smart?: SmartRecruitersBoard
  pages: Map<string, Buffer>
  details: Map<string, Buffer>
}

type Board = { jobs: FakeJob[]; renderings: Map<string, Rendering> }

const tagOf = (...texts: (string | Iterable<string>)[]) => {
  const hash = createHash('sha1')
  for (const text of texts) {
    if (typeof text === 'string') hash.update(text)
    else for (const piece of text) hash.update(piece).update('\u0000')
  }
  return hash.digest('base64url').slice(0, 22)
}

const whole = (text: string): Rendering => {
  const body = Buffer.from(text)
  return {
    tag: createHash('sha1').update(body).digest('base64url').slice(0, 22),
    body,
    pages: new Map(),
    details: new Map(),
  }
}

type Variant = { key: string; render: (board: string, jobs: FakeJob[]) => Rendering }

/** The variant of the board an address asks for (by its query), and how to render it. */
const variantOf = (kind: AtsKind, query: URLSearchParams): Variant => {
  switch (kind) {
    case 'greenhouse': {
      const content = query.get('content') === 'true'
      return {
        key: `content=${content}`,
        render: (board, jobs) => whole(renderGreenhouse(board, jobs, { content })),
      }
    }
    case 'ashby': {
      const includeCompensation = query.get('includeCompensation') === 'true'
      return {
        key: `compensation=${includeCompensation}`,
        render: (board, jobs) => whole(renderAshby(board, jobs, { includeCompensation })),
      }
    }
    case 'workable': {
      const details = query.get('details') === 'true'
      return {
        key: `details=${details}`,
        render: (board, jobs) => whole(renderWorkable(board, jobs, { details })),
      }
    }
    case 'lever':
      return {
        key: 'all',
        render: (board, jobs) => {
          const items = renderLever(board, jobs)
          return { tag: tagOf(items), items, pages: new Map(), details: new Map() }
        },
      }
    case 'smartrecruiters':
      return {
        key: 'all',
        render: (board, jobs) => {
          const smart = renderSmartRecruiters(board, jobs)
          return {
            tag: tagOf(smart.items, smart.details.values()),
            smart,
            pages: new Map(),
            details: new Map(),
          }
        },
      }
    case 'recruitee':
      return { key: 'all', render: (board, jobs) => whole(renderRecruitee(board, jobs)) }
    case 'personio':
      return { key: 'all', render: (board, jobs) => whole(renderPersonio(board, jobs)) }
  }
}

/** The query the importer sends (the paths): its rendering is made when the board is set. */
const IMPORTER_QUERY = new URLSearchParams('content=true&includeCompensation=true&details=true')

const cached = (pages: Map<string, Buffer>, key: string, make: () => string) => {
  let page = pages.get(key)
  if (!page) {
    page = Buffer.from(make())
    pages.set(key, page)
  }
  return page
}

/** A whole number from the query, or the fallback when it is missing or no number. */
const count = (query: URLSearchParams, name: string, fallback: number) => {
  const value = query.get(name)
  if (value === null || !/^\d+$/.test(value)) return fallback
  return Number(value)
}

const matches = (header: string | undefined, etag: string) =>
  Boolean(header) &&
  header!.split(',').some((candidate) => {
    const value = candidate.trim()
    return value === '*' || value.replace(/^W\//, '') === etag
  })

/**
 * A loopback stand-in for the seven hiring systems' public job APIs, for tests and benchmarks:
 * ATS_API_BASE points every adapter at it, each API under its own prefix (`/greenhouse`,
 * `/recruitee/{company}` …) with its own path and query, and it answers with the bodies the real
 * APIs send (./render/). Listens on 127.0.0.1, on an ephemeral port.
 */
export const startAtsServer = async ({ port: wanted = 0 }: { port?: number } = {}): Promise<AtsServer> => {
  const boards = new Map<string, Board>()
  const failures = new Map<string, (AtsFailure & { left: number })[]>()
  const delays = new Map<string, number>()
  const requests: AtsRequest[] = []
  const keyOf = (kind: AtsKind, board: string) => `${kind}/${board}`

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const entry: AtsRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      at: Date.now(),
      status: 0,
    }
    requests.push(entry)
    const head = req.method === 'HEAD'
    const send = (
      status: number,
      body: string | Buffer,
      contentType: string,
      headers: Record<string, string> = {},
    ) => {
      entry.status = status
      const sent = status === 304 ? '' : body
      res.writeHead(status, {
        ...(status === 304
          ? {}
          : { 'content-type': contentType, 'content-length': String(Buffer.byteLength(sent)) }),
        ...headers,
      })
      res.end(head ? undefined : sent)
    }

    if (req.method !== 'GET' && !head) {
      return send(405, 'Method Not Allowed', 'text/plain; charset=utf-8', { allow: 'GET, HEAD' })
    }
    const url = new URL(req.url ?? '/', 'http://loopback')
    let segments: string[]
    try {
      segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
    } catch {
      return send(400, 'Bad Request', 'text/plain; charset=utf-8')
    }
    const target = route(segments)
    if (!target) return send(404, 'Not Found', 'text/plain; charset=utf-8')
    const { kind, detail } = target
    const key = keyOf(kind, target.board)

    const wait = delays.get(key)
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait))

    const queue = failures.get(key)
    const failure = queue?.[0]
    if (queue && failure) {
      failure.left--
      if (failure.left <= 0) queue.shift()
      if (!queue.length) failures.delete(key)
      const retry: Record<string, string> =
        failure.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(failure.retryAfterSeconds) }
      return failure.body === undefined
        ? send(
            failure.status,
            STATUS_CODES[failure.status] ?? 'Error',
            'text/plain; charset=utf-8',
            retry,
          )
        : send(failure.status, failure.body, CONTENT_TYPE[kind], retry)
    }

    const board = boards.get(key)
    if (!board) {
      const missing = NOT_FOUND[kind]
      return send(missing.status, missing.body, missing.contentType)
    }
    const variant = variantOf(kind, url.searchParams)
    let rendering = board.renderings.get(variant.key)
    if (!rendering) {
      rendering = variant.render(target.board, board.jobs)
      board.renderings.set(variant.key, rendering)
    }

    if (detail !== undefined) {
      // SmartRecruiters' posting detail: an ETag, but no 304 (only the lists answer one).
      const smart = rendering.smart!
      const text = smart.details.get(detail)
      if (text === undefined) {
        const missing = smartRecruitersPostingNotFound
        return send(missing.status, missing.body, missing.contentType)
      }
      const body = cached(rendering.details, detail, () => text)
      return send(200, body, JSON_TYPE, { etag: `"${rendering.tag}-${detail}"` })
    }

    let body = rendering.body
    let etag = `"${rendering.tag}"`
    const query = url.searchParams
    if (kind === 'lever') {
      const paged = query.has('skip') || query.has('limit')
      const skip = count(query, 'skip', 0)
      const limit = count(query, 'limit', Number.MAX_SAFE_INTEGER)
      const key = paged ? `${skip}-${query.has('limit') ? limit : 'all'}` : 'all'
      body = cached(rendering.pages, key, () => leverList(rendering.items!, skip, limit))
      if (paged) etag = `"${rendering.tag}-${key}"`
    }
    if (kind === 'smartrecruiters') {
      const offset = count(query, 'offset', 0)
      const limit = count(query, 'limit', 10)
      if (limit < 1 || limit > 100) {
        return send(
          400,
          JSON.stringify({
            message: 'limit: must be between 1 and 100',
            code: 'INVALID_PARAMETER',
          }),
          JSON_TYPE,
        )
      }
      const key = `${offset}-${limit}`
      body = cached(rendering.pages, key, () =>
        smartRecruitersPage(rendering.smart!, offset, limit),
      )
      etag = `"${rendering.tag}-${key}"`
    }
    if (matches(req.headers['if-none-match'], etag)) return send(304, '', '', { etag })
    return send(200, body!, CONTENT_TYPE[kind], { etag })
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(wanted, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    setBoard: (kind, board, jobs) => {
      const entry: Board = { jobs: [...jobs], renderings: new Map() }
      const variant = variantOf(kind, IMPORTER_QUERY)
      entry.renderings.set(variant.key, variant.render(board, entry.jobs))
      boards.set(keyOf(kind, board), entry)
    },
    removeBoard: (kind, board) => {
      boards.delete(keyOf(kind, board))
    },
    failNext: (kind, board, failure) => {
      const key = keyOf(kind, board)
      const queue = failures.get(key) ?? []
      const times = failure.times ?? 1
      if (times < 1) return
      queue.push({ ...failure, left: times })
      failures.set(key, queue)
    },
    delay: (kind, board, ms) => {
      if (ms > 0) delays.set(keyOf(kind, board), ms)
      else delays.delete(keyOf(kind, board))
    },
    requests,
    reset: () => {
      boards.clear()
      failures.clear()
      delays.clear()
      requests.length = 0
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
