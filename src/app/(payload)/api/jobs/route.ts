/* Payload's REST route for /api/jobs, with Idempotency-Key support on POST. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import { poolOf } from '@/lib/db/pool'
import { IDEMPOTENCY_KEY, once } from '@/lib/jobs/idempotency'
import { payloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

const params = { params: Promise.resolve({ slug: ['jobs'] }) }
const payloadGet = REST_GET(config)
const payloadPost = REST_POST(config)
const payloadOptions = REST_OPTIONS(config)
const payloadPatch = REST_PATCH(config)
const payloadDelete = REST_DELETE(config)

export const GET = (request: Request) => payloadGet(request, params)
export const OPTIONS = (request: Request) => payloadOptions(request, params)
// Bulk update and delete (PATCH/DELETE /api/jobs?where…) stay Payload's own.
export const PATCH = (request: Request) => payloadPatch(request, params)
export const DELETE = (request: Request) => payloadDelete(request, params)

/**
 * POST /api/jobs takes a job's fields; a retry from the same client with the same
 * Idempotency-Key creates nothing new.
 */
export async function POST(request: Request) {
  const key = request.headers.get('idempotency-key')
  if (!key) return payloadPost(request, params)
  if (!IDEMPOTENCY_KEY.test(key)) {
    return Response.json({ errors: [{ message: 'Idempotency-Key must be 8 to 128 letters, digits, - or _.' }] }, { status: 400 })
  }
  const pool = poolOf(await payloadClient())
  // Keys are scoped to the client: someone else's key never returns their answer.
  const answer = await once(pool, `api:${clientAddress(request.headers)}:${key}`, async () => {
    const response = await payloadPost(request, params)
    return { status: response.status, body: await response.json() }
  })
  return Response.json(answer.body, { status: answer.status })
}
