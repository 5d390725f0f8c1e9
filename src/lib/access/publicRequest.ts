import type { PayloadRequest } from 'payload'

/**
 * The `context` the site's own server actions pass when they call Payload's local API for a
 * visitor (sign-in, a job post): the collections then apply the same limits and checks as to a
 * request over REST. Other local calls (seed, tasks, scripts) are trusted.
 */
export const FOR_A_VISITOR = { publicRequest: true } as const

/** A request from the public: over HTTP, or through a server action acting for a visitor. */
export const isPublicRequest = (req: Pick<PayloadRequest, 'payloadAPI' | 'context'>): boolean =>
  req.payloadAPI !== 'local' || req.context?.publicRequest === true
