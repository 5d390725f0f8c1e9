import type { Endpoint, PayloadRequest } from 'payload'

import { poolOf } from '@/lib/db/pool'
import { IDEMPOTENCY_KEY, once } from '@/lib/jobs/posting/idempotency'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

/**
 * Payload's own POST /api/jobs: custom endpoints come before Payload's in the collection's
 * endpoint list, so the last one for this method and path is Payload's create.
 */
const payloadCreate = (req: PayloadRequest) => {
  const endpoints = req.payload.collections.jobs.config.endpoints || []
  const create = endpoints.findLast((endpoint) => endpoint.method === 'post' && endpoint.path === '/')
  if (!create || create === createEndpoint) throw new Error('Payload has no create endpoint for jobs')
  return create.handler(req)
}

/**
 * POST /api/jobs, Payload's create with Idempotency-Key: a retry from the same client with the
 * same key creates nothing new and gets the first answer. Keys are scoped to the client address,
 * so someone else's key never returns their answer.
 */
export const createEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const key = req.headers.get('idempotency-key')
    if (!key) return payloadCreate(req)
    if (!IDEMPOTENCY_KEY.test(key)) {
      return Response.json({ errors: [{ message: 'Idempotency-Key must be 8 to 128 letters, digits, - or _.' }] }, { status: 400 })
    }
    const answer = await once(poolOf(req.payload), `api:${clientAddress(req.headers)}:${key}`, async () => {
      const response = await payloadCreate(req)
      return { status: response.status, body: await response.json() }
    })
    return Response.json(answer.body, { status: answer.status })
  },
}
