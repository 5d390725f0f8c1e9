import type { Payload } from 'payload'

import { withAdvisoryLock } from '../../db/advisoryLock'
import { poolOf } from '../../db/pool'
import { checkLinks, type CheckLinksOptions } from '../engine/checkLinks'
import type { LinkCheckReport } from '../engine/types'
import { applyVerdicts, jobsBrokenForRuns } from './applyVerdicts'
import { siteEngineOptions } from './engineOptions'
import { deactivateJobs } from './deactivateJobs'
import {
  type CompanyInput,
  companyLinksFromDatabase,
  companyLinksFromInput,
  listedJobLinks,
} from './linkInputs'
import { checkingProgress, PROGRESS, throttledProgress } from './progress'
import {
  createRunRecord,
  failRunRecord,
  finishRunRecord,
  type RunTrigger,
  saveRunProgress,
} from './runRecord'

export const LINK_CHECK_LOCK = 'remote-passport:link-check'

export class LinkCheckBusyError extends Error {
  constructor() {
    super('A link check is already running. Try again when it has finished.')
  }
}

export type RunLinkCheckInput = {
  trigger: RunTrigger
  startedBy?: number | null
  /** The companies to check; absent: every company of the collection. */
  companies?: CompanyInput[]
  checkJobs: boolean
  /**
   * Which broken jobs leave the board: none; every job broken in this run (an admin asked, having
   * seen the list); or those broken for N runs in a row (scheduled runs).
   */
  deactivate: { mode: 'none' } | { mode: 'broken-now' } | { mode: 'after-runs'; runs: number }
  /** Engine settings over the site's own (LINK_CHECK_ALLOW, the site's user agent). */
  engine?: CheckLinksOptions
  now?: () => Date
}

export type RunLinkCheckOutcome = { runId: number; report: LinkCheckReport; deactivated: number[] }

/**
 * One link-check run, from any trigger: a record that shows its progress, the check, the verdicts
 * written onto jobs and companies, and the deactivations. A PostgreSQL advisory lock makes it one
 * run at a time across every app instance and worker; an inconclusive run (network trouble)
 * writes no verdicts and deactivates nothing.
 */
export const runLinkCheck = async (
  payload: Payload,
  input: RunLinkCheckInput,
): Promise<RunLinkCheckOutcome> => {
  const pool = poolOf(payload)
  const now = input.now ?? (() => new Date())
  const locked = await withAdvisoryLock(pool, LINK_CHECK_LOCK, () => run(payload, input, now), {
    wait: false,
  })
  if (!locked.ran) throw new LinkCheckBusyError()
  return locked.result
}

const run = async (
  payload: Payload,
  input: RunLinkCheckInput,
  now: () => Date,
): Promise<RunLinkCheckOutcome> => {
  const pool = poolOf(payload)
  const record = await createRunRecord(
    payload,
    input.trigger,
    input.startedBy ?? null,
    PROGRESS.started,
  )
  try {
    const companies = input.companies
      ? await companyLinksFromInput(pool, input.companies)
      : await companyLinksFromDatabase(pool)
    const jobs = input.checkJobs ? await listedJobLinks(pool, now()) : []
    const links = [...companies, ...jobs]
    await saveRunProgress(payload, record.id, PROGRESS.gathered)

    const progress = throttledProgress((value) => saveRunProgress(payload, record.id, value))
    const report = await checkLinks(links, {
      ...siteEngineOptions(),
      ...input.engine,
      onResult: (result, done, total) => {
        input.engine?.onResult?.(result, done, total)
        progress.report(checkingProgress(done, total))
      },
    })
    await progress.settled()
    await saveRunProgress(payload, record.id, PROGRESS.checked)

    let deactivated: number[] = []
    if (!report.inconclusive) {
      await applyVerdicts(pool, report.results, now())
      const brokenJobs = report.results.flatMap((result) =>
        result.type === 'job' && result.status === 'broken' && typeof result.id === 'number'
          ? [result.id]
          : [],
      )
      const toDeactivate =
        input.deactivate.mode === 'broken-now'
          ? brokenJobs
          : input.deactivate.mode === 'after-runs'
            ? await jobsBrokenForRuns(pool, brokenJobs, input.deactivate.runs)
            : []
      deactivated = await deactivateJobs(payload, toDeactivate)
      if (deactivated.length)
        payload.logger.info(`Link check: deactivated ${deactivated.length} jobs with broken links`)
    } else {
      payload.logger.warn(
        `Link check inconclusive: ${report.summary.networkFailures} of ${report.summary.total} links got no answer; nothing changed`,
      )
    }
    await finishRunRecord(payload, record.id, report, deactivated, PROGRESS.done)
    return { runId: record.id, report, deactivated }
  } catch (error) {
    await failRunRecord(payload, record.id, error as Error, PROGRESS.failed).catch(() => {})
    throw error
  }
}
