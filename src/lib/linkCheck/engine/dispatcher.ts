import { lookup } from 'node:dns/promises'

import { Agent } from 'undici'

import { guardedConnector, type Resolver } from './guardedConnector'

export const systemResolver: Resolver = (hostname) =>
  lookup(hostname, { all: true, verbatim: true })

export type DispatcherOptions = {
  allow?: Set<string>
  resolve?: Resolver
  connectTimeoutMs?: number
  /** Longest wait for a response's headers, and between two chunks of its body. */
  responseTimeoutMs?: number
}

/**
 * The checker's own undici Agent: the SSRF guard on every connection, its own timeouts, a few
 * kept-alive connections per origin (the per-host limit keeps requests to two anyway).
 */
export const createLinkCheckDispatcher = ({
  allow = new Set(),
  resolve = systemResolver,
  connectTimeoutMs = 10_000,
  responseTimeoutMs = 15_000,
}: DispatcherOptions = {}) =>
  new Agent({
    connect: guardedConnector({ resolve, allow, connectTimeoutMs }),
    headersTimeout: responseTimeoutMs,
    bodyTimeout: responseTimeoutMs,
    keepAliveTimeout: 4_000,
    connections: 4,
    maxHeaderSize: 64 * 1024,
  })
