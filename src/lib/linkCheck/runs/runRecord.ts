import type { Payload } from 'payload'

import type { LinkCheckReport, LinkResult } from '../engine/types'

/** The run record keeps every verdict that needs a person's eye; valid links only as counts. */
export const MAX_STORED_RESULTS = 5_000

export type RunTrigger = 'manual' | 'scheduled'

export const storedResults = (results: LinkResult[]) =>
  results
    .filter((result) => result.status !== 'valid')
    .slice(0, MAX_STORED_RESULTS)
    .map(({ id, name, url, type, status, httpStatus, finalUrl, redirects, timeMs, reason }) => ({
      id,
      name,
      url,
      type,
      status,
      httpStatus,
      finalUrl,
      redirects,
      timeMs,
      reason,
    }))

export const createRunRecord = (
  payload: Payload,
  trigger: RunTrigger,
  startedBy: number | null,
  progress: number,
) =>
  payload.create({
    collection: 'link-check-runs',
    data: { trigger, startedBy, status: 'running', progress, startedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })

export const saveRunProgress = (payload: Payload, id: number, progress: number) =>
  payload.update({
    collection: 'link-check-runs',
    id,
    data: { progress },
    overrideAccess: true,
    depth: 0,
  })

export const finishRunRecord = (
  payload: Payload,
  id: number,
  report: LinkCheckReport,
  deactivated: number[],
  progress: number,
) =>
  payload.update({
    collection: 'link-check-runs',
    id,
    data: {
      status: report.inconclusive ? 'inconclusive' : 'completed',
      progress,
      finishedAt: new Date().toISOString(),
      totalCount: report.summary.total,
      validCount: report.summary.valid,
      brokenCount: report.summary.broken,
      blockedCount: report.summary.blocked,
      unknownCount: report.summary.unknown,
      tlsErrorCount: report.summary.tls_error,
      networkFailureCount: report.summary.networkFailures,
      durationMs: report.durationMs,
      results: storedResults(report.results),
      deactivated,
    },
    overrideAccess: true,
    depth: 0,
  })

export const failRunRecord = (payload: Payload, id: number, error: Error, progress: number) =>
  payload.update({
    collection: 'link-check-runs',
    id,
    data: {
      status: 'failed',
      progress,
      finishedAt: new Date().toISOString(),
      error: error.message.slice(0, 1000),
    },
    overrideAccess: true,
    depth: 0,
  })
