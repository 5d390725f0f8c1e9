import type { Endpoint } from 'payload'

import { hasRole } from '@/lib/access/roles'
import { siteSync } from '@/lib/ats/sync/siteSync'
import { syncSources } from '@/lib/ats/sync/syncSources'

/**
 * POST /api/job-sources/:id/sync: "Sync now" for editors. The board is read at once and the
 * answer says what the sync did; a source another instance is syncing answers 409.
 */
export const syncNowEndpoint: Endpoint = {
  path: '/:id/sync',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'editor')) {
      return Response.json({ errors: [{ message: 'Only editors may sync hiring systems.' }] }, { status: 403 })
    }
    const id = Number(req.routeParams?.id)
    const exists = Number.isInteger(id) && (await req.payload.count({ collection: 'job-sources', where: { id: { equals: id } }, overrideAccess: true })).totalDocs
    if (!exists) return Response.json({ errors: [{ message: 'Unknown hiring system.' }] }, { status: 404 })
    const sync = await siteSync(req.payload)
    try {
      const [report] = await syncSources(sync, { ids: [id], timeLimitMs: 90_000 })
      if (report.status === 'busy') return Response.json({ errors: [{ message: 'This board is being synced right now. Try again in a minute.' }] }, { status: 409 })
      return Response.json({ report })
    } finally {
      await sync.close()
    }
  },
}
