import http, { type IncomingMessage, type ServerResponse } from 'node:http'

const page = (title: string, text = '') =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`

/** A host that allows `perSecond` requests in any second and answers 429 beyond. */
const rateLimiter = (perSecond: number) => {
  let windowStart = 0
  let used = 0
  return () => {
    const now = Date.now()
    if (now - windowStart >= 1000) {
      windowStart = now
      used = 0
    }
    return ++used <= perSecond
  }
}

/**
 * The benchmark's web: one handler listening on many loopback addresses (each a "host"), every
 * answer after `latencyMs`. Paths are /<kind>/<n>; state (flaky counts, rate limits) lasts until
 * GET /__bench/reset; GET /__bench/requests tells how many requests came since.
 */
export const startLinkBenchServer = async ({
  addresses,
  port,
  latencyMs,
  index,
}: {
  addresses: string[]
  port: number
  latencyMs: number
  index: string
}) => {
  let hits = new Map<string, number>()
  let limiters = new Map<string, () => boolean>()
  let requests = 0
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // The benchmark's own controls: not links, not counted.
    if (req.url === '/__bench/reset') {
      hits = new Map()
      limiters = new Map()
      requests = 0
      return res.end('reset')
    }
    if (req.url === '/__bench/requests') return res.end(String(requests))
    requests++
    await new Promise((resolve) => setTimeout(resolve, latencyMs))
    const host = req.headers.host ?? ''
    const url = new URL(req.url ?? '/', `http://${host}`)
    const [kind, n] = url.pathname.split('/').filter(Boolean)
    const key = `${host}${url.pathname}`
    const count = (hits.get(key) ?? 0) + 1
    hits.set(key, count)
    const send = (status: number, body = '', headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers })
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    const redirect = (location: string) => send(302, '', { location })
    switch (kind) {
      case 'index.html':
        return send(200, index)
      case 'ok':
        return send(200, page('Senior Engineer', 'Apply now'))
      case 'head-405':
        return req.method === 'HEAD' ? send(405) : send(200, page('Engineer'))
      case 'head-404':
        return req.method === 'HEAD' ? send(404) : send(200, page('Engineer'))
      case 'not-found':
        return send(404, page('Not found'))
      case 'gone':
        return send(410, page('Gone'))
      case 'flaky-500':
        return count <= 2 ? send(500, page('Oops')) : send(200, page('Engineer'))
      case 'always-500':
        return send(500, page('Oops'))
      case 'rate-limited': {
        if (!limiters.has(host)) limiters.set(host, rateLimiter(3))
        return limiters.get(host)!()
          ? send(200, page('Engineer'))
          : send(429, page('Too many requests'), { 'retry-after': '1' })
      }
      case 'always-429':
        return send(429, page('Too many requests'), { 'retry-after': '1' })
      case 'forbidden':
        return send(403, page('Forbidden'))
      case 'cloudflare':
        return send(403, page('Just a moment...', 'challenge-platform'), {
          server: 'cloudflare',
          'cf-mitigated': 'challenge',
          'cf-ray': '1',
        })
      case 'unauthorized':
        return send(401, page('Sign in'))
      case 'status-999':
        return send(999)
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, 1300))
        return send(200, page('Engineer'))
      case 'redirect-chain':
        return Number(url.searchParams.get('hop') ?? 0) < 3
          ? redirect(`/redirect-chain/${n}?hop=${Number(url.searchParams.get('hop') ?? 0) + 1}`)
          : send(200, page('Engineer'))
      case 'redirect-to-404':
        return Number(url.searchParams.get('hop') ?? 0) < 2
          ? redirect(`/redirect-to-404/${n}?hop=${Number(url.searchParams.get('hop') ?? 0) + 1}`)
          : send(404, page('Not found'))
      case 'redirect-loop':
        return redirect(
          `/redirect-loop/${n}?side=${url.searchParams.get('side') === 'a' ? 'b' : 'a'}`,
        )
      case 'closed-posting':
        return redirect(`/careers-notice/${n}`)
      case 'careers-notice':
        return send(
          200,
          page('Careers at Acme', 'Sorry, this job is no longer available. Browse our open roles.'),
        )
      case 'ats-error':
        return redirect(`/board?error=true&from=${n}`)
      case 'board':
        return send(200, page('Acme is hiring', 'Open roles: Designer, Engineer'))
      default:
        return send(404, page('Not found'))
    }
  }
  const servers = await Promise.all(
    addresses.map(async (address) => {
      const server = http.createServer((req, res) => void handle(req, res))
      server.keepAliveTimeout = 10_000
      await new Promise<void>((resolve, reject) =>
        server.once('error', reject).listen(port, address, resolve),
      )
      return server
    }),
  )
  return {
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections()
              server.close(() => resolve())
            }),
        ),
      )
    },
  }
}
