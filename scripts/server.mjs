/**
 * The production HTTP server: Next.js behind a plain Node server that records each request's
 * client address (for rate limits) where no client can forge it. Started by scripts/serve.ts.
 */
import { createServer } from 'node:http'

import next from 'next'

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

const server = createServer((request, response) => {
  request.headers['x-client-address'] = clientAddressOf(request)
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
