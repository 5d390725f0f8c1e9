import { readFileSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export type FixtureRequest = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  at: number
}

const page = (title: string, body = '') =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`

/**
 * A real HTTP server on 127.0.0.1 with one route per kind of link the checker must judge. It logs
 * every request and counts how many are in flight at once (per-host limit tests).
 */
export const startLinkFixtureServer = async ({
  host = '127.0.0.1',
  port = 0,
  latencyMs = 0,
} = {}) => {
  const requests: FixtureRequest[] = []
  const hits = new Map<string, number>()
  let inFlight = 0
  let maxInFlight = 0

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fixture')
    const key = `${url.pathname}${url.search}`
    const count = (hits.get(key) ?? 0) + 1
    hits.set(key, count)
    requests.push({ method: req.method ?? 'GET', path: key, headers: req.headers, at: Date.now() })
    const send = (status: number, body = '', headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers })
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    const redirect = (location: string, status = 302) => send(status, '', { location })
    const segments = url.pathname.split('/').filter(Boolean)
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs))

    switch (segments[0]) {
      case 'ok':
        return send(200, page('Senior Engineer', '<p>Apply now</p>'))
      case 'not-found':
        return send(404, page('Not found'))
      case 'gone':
        return send(410, page('Gone'))
      case 'unauthorized':
        return send(401, page('Sign in'))
      case 'forbidden':
        return send(403, page('Forbidden'))
      case 'linkedin':
        return send(999, '')
      case 'cloudflare':
        return send(
          403,
          page(
            'Just a moment...',
            '<script src="/cdn-cgi/challenge-platform/h/b/orchestrate"></script>',
          ),
          {
            server: 'cloudflare',
            'cf-ray': '8f00000000000000-AMS',
            'cf-mitigated': 'challenge',
          },
        )
      case 'cloudflare-503':
        return send(503, page('Just a moment...'), {
          server: 'cloudflare',
          'cf-ray': '8f00000000000001-AMS',
        })
      case 'head-not-allowed':
        return req.method === 'HEAD' ? send(405, '') : send(200, page('Engineer'))
      case 'head-lies':
        return req.method === 'HEAD' ? send(404, '') : send(200, page('Engineer'))
      case 'flaky':
        // 500 for the first `fail` requests, then fine.
        return count <= Number(url.searchParams.get('fail') ?? 1)
          ? send(500, page('Oops'))
          : send(200, page('Engineer'))
      case 'always-500':
        return send(500, page('Oops'))
      case 'rate-limited':
        return count <= Number(url.searchParams.get('times') ?? 1)
          ? send(429, page('Slow down'), { 'retry-after': url.searchParams.get('after') ?? '1' })
          : send(200, page('Engineer'))
      case 'always-429':
        return send(429, page('Slow down'), { 'retry-after': url.searchParams.get('after') ?? '1' })
      case 'chain': {
        const left = Number(segments[1] ?? 0)
        return left > 0
          ? redirect(`/chain/${left - 1}`, left % 2 ? 301 : 302)
          : send(200, page('Engineer'))
      }
      case 'loop-a':
        return redirect('/loop-b')
      case 'loop-b':
        return redirect('/loop-a')
      case 'redirect':
        return redirect(url.searchParams.get('to') ?? '/ok')
      case 'cookie-wall':
        return /(^|; )seen=1/.test(req.headers.cookie ?? '')
          ? send(200, page('Engineer'))
          : send(302, '', { location: '/cookie-wall', 'set-cookie': 'seen=1; Path=/; HttpOnly' })
      case 'closed-notice':
        return send(
          200,
          page(
            'Careers at Acme',
            '<p>Sorry, this job is no longer available. See our other openings.</p>',
          ),
        )
      case 'closed-gzip': {
        const body = gzipSync(page('Acme jobs', '<p>This position has been filled.</p>'))
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        return res.end(req.method === 'HEAD' ? undefined : body)
      }
      case 'board':
        return send(200, page('Acme is hiring', '<ul><li>Designer</li></ul>'))
      case 'jobs':
        if (url.searchParams.get('head') === '405' && req.method === 'HEAD') return send(405, '')
        // /jobs/closed → notice page; /jobs/ats-error → ?error=true; /jobs/gzip → compressed notice;
        // /jobs/acme/123 → up to /jobs/acme; /jobs/moved → another open posting; ?head=405 refuses HEAD.
        if (segments[1] === 'closed') return redirect('/closed-notice')
        if (segments[1] === 'ats-error') return redirect('/board?error=true')
        if (segments[1] === 'gzip') return redirect('/closed-gzip')
        if (segments[1] === 'acme' && segments[2]) return redirect('/jobs/acme')
        if (segments[1] === 'acme') return send(200, page('Acme jobs'))
        if (segments[1] === 'moved') return redirect('/ok')
        if (segments[1] === 'inline-closed')
          return send(200, page('Job not found', '<p>Browse open roles</p>'))
        if (segments[1] === 'mentions-closed')
          return send(
            200,
            page('Backend Engineer', '<p>Apply before this job is no longer open!</p>'),
          )
        return send(200, page('Engineer'))
      case 'slow':
        await new Promise((resolve) =>
          setTimeout(resolve, Number(url.searchParams.get('ms') ?? 500)),
        )
        return send(200, page('Engineer'))
      case 'hang':
        return // never answers
      case 'reset':
        return req.socket.destroy()
      case 'count': {
        inFlight++
        maxInFlight = Math.max(maxInFlight, inFlight)
        await new Promise((resolve) =>
          setTimeout(resolve, Number(url.searchParams.get('ms') ?? 100)),
        )
        inFlight--
        return send(200, page('Engineer'))
      }
      default:
        return send(404, page('Not found'))
    }
  }

  const server = http.createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const actualPort = (server.address() as AddressInfo).port
  return {
    host,
    port: actualPort,
    origin: `http://${host}:${actualPort}`,
    url: (pathAndQuery: string) => `http://${host}:${actualPort}${pathAndQuery}`,
    allow: `${host}:${actualPort}`,
    requests,
    hits,
    maxInFlight: () => maxInFlight,
    resetCounts: () => {
      requests.length = 0
      hits.clear()
      maxInFlight = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type LinkFixtureServer = Awaited<ReturnType<typeof startLinkFixtureServer>>

/** An HTTPS server with a self-signed certificate: the checker must call it tls_error. */
export const startSelfSignedServer = async () => {
  const dir = path.resolve('tests/fixtures/tls')
  const server = https.createServer(
    {
      key: readFileSync(path.join(dir, 'self-signed-key.pem')),
      cert: readFileSync(path.join(dir, 'self-signed-cert.pem')),
    },
    (_req, res) => res.end('ok'),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `https://127.0.0.1:${port}/`,
    allow: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port on 127.0.0.1 that nothing listens on: connections are refused. */
export const closedPort = async () => {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
