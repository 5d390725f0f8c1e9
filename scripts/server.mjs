/**
 * The production HTTP server: Next.js behind a plain Node server that records each request's
 * client address (for rate limits) where no client can forge it, and bounds what a CDN in front
 * may keep of a cached page (src/lib/cache/sharedCacheControl.ts). Started by scripts/serve.ts.
 */
import { createServer } from 'node:http'

import next from 'next'

import { sharedCacheControl } from '../src/lib/cache/sharedCacheControl.ts'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME_BIND || '0.0.0.0'
const trustedHops = Math.max(0, Number(process.env.TRUST_PROXY || 0))

/** With TRUST_PROXY=n, the address n hops before the socket in X-Forwarded-For is the client. */
const clientAddressOf = (request) => {
  const forwarded = String(request.headers['x-forwarded-for'] || '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const chain = [...forwarded, request.socket.remoteAddress || 'unknown']
  return chain[Math.max(0, chain.length - 1 - trustedHops)]
}

const app = next({ dev: false, hostname, port, dir: process.cwd() })
await app.prepare()
const handle = app.getRequestHandler()

/** Cache-Control as Next sets it on a page, bounded for shared caches on its way out. */
const boundSharedCaching = (response) => {
  const setHeader = response.setHeader.bind(response)
  response.setHeader = (name, value) =>
    setHeader(name, String(name).toLowerCase() === 'cache-control' && typeof value === 'string' ? sharedCacheControl(value) : value)
}

const server = createServer((request, response) => {
  request.headers['x-client-address'] = clientAddressOf(request)
  boundSharedCaching(response)
  handle(request, response)
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`▲ Ready on http://localhost:${port}`))

const stop = () => {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
