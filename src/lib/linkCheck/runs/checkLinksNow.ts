import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '../../access/roles'
import { checkLinksRequestSchema, type CheckLinksResponse } from './checkLinksRequest'
import { LinkCheckBusyError, runLinkCheck } from './runLinkCheck'

type Answer = { status: number; body: CheckLinksResponse }

const EMPTY_SUMMARY = { broken: 0, total: 0, valid: 0, blocked: 0, unknown: 0, tls_error: 0, networkFailures: 0 }

const failure = (error: string, status: number): Answer => ({
  status,
  body: { success: false, results: [], summary: EMPTY_SUMMARY, inconclusive: false, deactivated: 0, runId: null, error },
})

/**
 * An admin's "Check links now": checks the companies named in the body (the whole collection when
 * it names none) and, with `checkJobs`, the listed jobs. `removeBroken: true` deactivates the jobs
 * found broken, never blocked or unknown ones, and nothing when the run is inconclusive.
 */
export async function checkLinksNow(payload: Payload, user: PayloadRequest['user'], body: unknown): Promise<Answer> {
  if (!user || !hasRole(user, 'admin')) return failure('Only admins may check links.', 403)
  const parsed = checkLinksRequestSchema.safeParse(body)
  if (!parsed.success) return failure('The request must be JSON: { companies?, checkJobs, removeBroken }.', 400)
  const { companies, checkJobs, removeBroken } = parsed.data
  try {
    const { runId, report, deactivated } = await runLinkCheck(payload, {
      trigger: 'manual',
      startedBy: Number(user.id),
      companies: companies ?? undefined,
      checkJobs,
      deactivate: removeBroken ? { mode: 'broken-now' } : { mode: 'none' },
    })
    if (removeBroken && report.inconclusive) {
      return failure(
        `The check was inconclusive: ${report.summary.networkFailures} of ${report.summary.total} links got no answer, so nothing was deactivated. Check the server's network and try again.`,
        503,
      )
    }
    const results = report.results.map(({ name, url, type, status, reason, httpStatus }) => ({ name, url, type, status, reason, httpStatus }))
    return {
      status: 200,
      body: { success: true, results, summary: { ...report.summary }, inconclusive: report.inconclusive, deactivated: deactivated.length, runId, error: null },
    }
  } catch (error) {
    if (error instanceof LinkCheckBusyError) return failure(error.message, 409)
    payload.logger.error(`Link check failed: ${(error as Error).message}`)
    return failure((error as Error).message || 'Failed to check links', 500)
  }
}
