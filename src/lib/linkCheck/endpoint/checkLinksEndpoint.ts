import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '../../access/roles'
import { LinkCheckBusyError, runLinkCheck } from '../runs/runLinkCheck'
import { checkLinksRequestSchema, type CheckLinksResponse } from './checkLinksRequest'

const EMPTY_SUMMARY = {
  broken: 0,
  total: 0,
  valid: 0,
  blocked: 0,
  unknown: 0,
  tls_error: 0,
  networkFailures: 0,
}

const failure = (error: string, status: number) =>
  Response.json(
    {
      success: false,
      results: [],
      summary: EMPTY_SUMMARY,
      inconclusive: false,
      deactivated: 0,
      runId: null,
      error,
    } satisfies CheckLinksResponse,
    {
      status,
    },
  )

const readBody = async (req: PayloadRequest): Promise<unknown> => {
  const text = req.text ? await req.text() : ''
  return text.trim() ? JSON.parse(text) : {}
}

/**
 * POST /api/check-links, for admins only (a custom endpoint is public
 * unless it checks req.user). Companies default to the whole collection when the body names none;
 * `removeBroken: true` checks again and deactivates the jobs found broken, never blocked or unknown
 * ones, and nothing when the run is inconclusive.
 */
export const checkLinksEndpoint: Endpoint = {
  path: '/check-links',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin')) return failure('Only admins may check links.', 403)
    let body
    try {
      body = checkLinksRequestSchema.parse(await readBody(req))
    } catch {
      return failure('The request must be JSON: { companies?, checkJobs, removeBroken }.', 400)
    }
    try {
      const { runId, report, deactivated } = await runLinkCheck(req.payload, {
        trigger: 'manual',
        startedBy: Number(req.user!.id),
        companies: body.companies ?? undefined,
        checkJobs: body.checkJobs,
        deactivate: body.removeBroken ? { mode: 'broken-now' } : { mode: 'none' },
      })
      if (body.removeBroken && report.inconclusive) {
        return failure(
          `The check was inconclusive: ${report.summary.networkFailures} of ${report.summary.total} links got no answer, so nothing was deactivated. Check the server's network and try again.`,
          503,
        )
      }
      return Response.json({
        success: true,
        results: report.results.map(({ name, url, type, status, reason, httpStatus }) => ({
          name,
          url,
          type,
          status,
          reason,
          httpStatus,
        })),
        summary: { ...report.summary },
        inconclusive: report.inconclusive,
        deactivated: deactivated.length,
        runId,
        error: null,
      } satisfies CheckLinksResponse)
    } catch (error) {
      if (error instanceof LinkCheckBusyError) return failure(error.message, 409)
      req.payload.logger.error(`Link check failed: ${(error as Error).message}`)
      return failure((error as Error).message || 'Failed to check links', 500)
    }
  },
}
