import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/lib/access/roles'
import { type Decision, reviewJob } from '@/lib/jobs/posting/moderation'

const review = (decide: (body: { reason?: unknown }) => Decision) => async (req: PayloadRequest) => {
  if (!hasRole(req.user, 'admin', 'moderator')) {
    return Response.json({ errors: [{ message: 'Only moderators may review jobs.' }] }, { status: 403 })
  }
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id)) return Response.json({ errors: [{ message: 'Unknown job.' }] }, { status: 404 })
  const body = (await req.json?.().catch(() => ({}))) ?? {}
  const doc = await reviewJob(req.payload, id, decide(body), req)
  return Response.json({ doc, message: doc.reviewStatus === 'approved' ? 'Job approved' : 'Job rejected' })
}

/** POST /api/jobs/:id/approve and /api/jobs/:id/reject {reason}: moderators and admins only. */
export const reviewEndpoints: Endpoint[] = [
  { path: '/:id/approve', method: 'post', handler: review(() => ({ decision: 'approve' })) },
  { path: '/:id/reject', method: 'post', handler: review((body) => ({ decision: 'reject', reason: String(body.reason ?? '') })) },
]
