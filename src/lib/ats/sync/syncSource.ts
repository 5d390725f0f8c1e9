import type { Payload } from 'payload'

import { poolOf } from '../../db/pool'
import { AtsReadError } from '../atsReadError'
import { boardIdProblem } from '../boardId'
import type { AtsAdapter, AtsKind, SourceJob } from '../types'
import { AtsFetchError, BoardNotModified } from './atsFetchError'
import type { AtsFetcher } from './atsFetcher'
import type { ImportSettings } from './importSettings'
import { nextSyncAt, retryAt } from './nextSyncAt'
import { claimSource, releaseSource } from './sourceLease'
import { markVerified, storedJobsOfSource } from './sourceJobRows'
import { type ImportedFields, type ImportedRole, writeSourceJobs } from './writeSourceJobs'

/** A role turned into a job's fields, or the reason it is not one (jobFieldsOf, src/lib/ats/jobFields.ts). */
export type DeriveRole = (job: SourceJob, company: { name: string }, now: Date) => { ok: true; fields: ImportedFields } | { ok: false; skip: string }

export type SyncDeps = {
  payload: Payload
  fetcher: AtsFetcher
  adapters: Record<AtsKind, AtsAdapter>
  deriveRole: DeriveRole
  /** What the source says of a role, as a hash (roleFingerprint): an unchanged role is not derived again. */
  fingerprint: (job: SourceJob) => string
  settings: ImportSettings
  now?: () => Date
  /** The longest one source's sync may take (reading and writing). */
  timeLimitMs?: number
}

export type SkippedWhy = Record<string, { count: number; examples: string[] }>

export type SyncReport = {
  sourceId: number
  kind: string
  board: string
  company: string
  status: 'ok' | 'unchanged' | 'failed' | 'busy'
  found: number
  /** Roles of the board that are jobs on the board after this sync. */
  imported: number
  /** Of those, new this sync. */
  added: number
  updated: number
  linked: number
  reopened: number
  closed: number
  skipped: number
  skippedWhy: SkippedWhy
  error: string | null
  durationMs: number
}

/** Kinds whose whole board is one request, so a 304 on it means nothing changed. */
const ONE_REQUEST_BOARDS = new Set<AtsKind>(['greenhouse', 'ashby', 'workable', 'recruitee', 'personio'])

const EXAMPLES_KEPT = 5

/** A role the jobs collection did not accept (its own validation); the others are still written. */
const REFUSED = 'refused by the board'

/** The source's fault, in its own words; anything else is ours, logged, and named as such. */
const isSourceFault = (error: unknown): error is Error => error instanceof AtsFetchError || error instanceof AtsReadError

const plainReason = (error: unknown) => (isSourceFault(error) ? error.message : 'The import failed on our side; the error is in the server log')

/**
 * One sync of one source: read the whole board, derive each remote role, bring the board's jobs in
 * line (writeSourceJobs), and record what happened on the source. A board that cannot be read
 * closes nothing: the source is marked failed, with the reason, and retried sooner. Another
 * instance syncing the same source makes this one return 'busy' at once.
 */
export const syncSource = async (deps: SyncDeps, sourceId: number): Promise<SyncReport> => {
  const { payload, settings } = deps
  const clock = deps.now ?? (() => new Date())
  const started = clock()
  const pool = poolOf(payload)
  const timeLimitMs = deps.timeLimitMs ?? 10 * 60 * 1000
  const report: SyncReport = {
    sourceId,
    kind: '',
    board: '',
    company: '',
    status: 'busy',
    found: 0,
    imported: 0,
    added: 0,
    updated: 0,
    linked: 0,
    reopened: 0,
    closed: 0,
    skipped: 0,
    skippedWhy: {},
    error: null,
    durationMs: 0,
  }
  const claimed = await claimSource(pool, sourceId, timeLimitMs + 60_000, started)
  if (!claimed) return report
  report.kind = claimed.kind
  report.board = claimed.board
  let validators: { etag: string | null; lastModified: string | null } | null = null
  try {
    const company = await payload.findByID({ collection: 'companies', id: claimed.company_id, depth: 0, overrideAccess: true })
    report.company = company.name
    const problem = boardIdProblem(claimed.kind, claimed.board)
    if (problem) throw new AtsFetchError(problem, null)
    const kind = claimed.kind as AtsKind
    const adapter = deps.adapters[kind]
    const reading = deps.fetcher.forBoard(
      adapter,
      claimed.board,
      ONE_REQUEST_BOARDS.has(kind) && (claimed.etag || claimed.last_modified) ? { etag: claimed.etag, lastModified: claimed.last_modified } : undefined,
      AbortSignal.timeout(timeLimitMs),
    )
    const jobs = await adapter.readBoard(claimed.board, reading.get)
    validators = reading.validators
    const now = clock()
    const stored = await storedJobsOfSource(pool, sourceId)
    const roles: ImportedRole[] = []
    for (const job of jobs) {
      const fingerprint = deps.fingerprint(job)
      const known = stored.get(job.sourceId)
      if (known && (known.keeps_posted_text || known.source_fingerprint === fingerprint)) {
        roles.push({ sourceId: job.sourceId, fields: null, fingerprint })
        continue
      }
      const derived = deps.deriveRole(job, { name: company.name }, now)
      if (derived.ok) {
        roles.push({ sourceId: job.sourceId, fields: derived.fields, fingerprint })
        continue
      }
      const entry = (report.skippedWhy[derived.skip] ??= { count: 0, examples: [] })
      entry.count++
      if (entry.examples.length < EXAMPLES_KEPT) entry.examples.push(job.title.slice(0, 120))
      report.skipped++
    }
    report.found = jobs.length
    const counts = await writeSourceJobs(payload, { id: sourceId, companyName: company.name }, roles, settings, now, stored)
    for (const refused of counts.refused) {
      const entry = (report.skippedWhy[REFUSED] ??= { count: 0, examples: [] })
      entry.count++
      if (entry.examples.length < EXAMPLES_KEPT) entry.examples.push(`${refused.title.slice(0, 80)}: ${refused.reason.slice(0, 120)}`)
      report.skipped++
    }
    Object.assign(report, { imported: counts.verified, added: counts.imported, updated: counts.updated, linked: counts.linked, reopened: counts.reopened, closed: counts.closed, status: 'ok' })
  } catch (error) {
    if (error instanceof BoardNotModified) {
      // Nothing changed at the source: every role it listed is still open.
      const stored = await storedJobsOfSource(pool, sourceId)
      await markVerified(pool, [...stored.values()].filter((job) => !job.gone_from_source).map((job) => job.id), clock())
      report.status = 'unchanged'
    } else {
      report.status = 'failed'
      report.error = plainReason(error)
      if (!isSourceFault(error)) payload.logger.error({ err: error, msg: `Sync of ${claimed.kind} board ${claimed.board} failed` })
    }
  } finally {
    const finished = clock()
    report.durationMs = finished.getTime() - started.getTime()
    await recordSync(payload, report, claimed.consecutive_failures ?? 0, validators, settings, finished).finally(() => releaseSource(pool, sourceId))
  }
  return report
}

const recordSync = async (
  payload: Payload,
  report: SyncReport,
  failuresBefore: number,
  validators: { etag: string | null; lastModified: string | null } | null,
  settings: ImportSettings,
  at: Date,
) => {
  const failed = report.status === 'failed'
  const failures = failed ? failuresBefore + 1 : 0
  await payload.update({
    collection: 'job-sources',
    id: report.sourceId,
    data: {
      syncStatus: report.status === 'busy' ? undefined : report.status,
      lastSyncAt: at.toISOString(),
      ...(failed ? {} : { lastSuccessAt: at.toISOString() }),
      nextSyncAt: (failed ? retryAt(failures, at, settings.syncEveryHours) : nextSyncAt(report.sourceId, at, settings.syncEveryHours)).toISOString(),
      consecutiveFailures: failures,
      lastError: report.error,
      durationMs: report.durationMs,
      ...(report.status === 'ok'
        ? {
            found: report.found,
            imported: report.imported,
            updated: report.updated,
            skipped: report.skipped,
            closed: report.closed,
            skippedWhy: report.skippedWhy,
            etag: validators?.etag ?? null,
            lastModified: validators?.lastModified ?? null,
          }
        : {}),
    },
    overrideAccess: true,
  })
}
