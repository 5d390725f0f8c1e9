import type { Pool } from 'pg'

import { withAdvisoryLock } from '../db/advisoryLock'
import { claimQuota, quotaUsed, releaseQuota } from './dailyQuota'
import { type EngineOutcome } from './engineOutcome'
import { publishToGoogle, sharedTokenCache, type TokenCache } from './googleIndexing'
import { enginePost, type EnginePost } from './httpPost'
import { INDEXNOW_BATCH, submitToIndexNow } from './indexNow'
import { pendingNotices } from './pendingNotices'
import { markTold, recordFailure } from './recordNotices'
import {
  type GoogleConfig,
  type IndexNowConfig,
  type SearchEngineConfig,
  searchEnginesOn,
} from './searchEngineConfig'

type Log = { info: (message: string) => void; error: (message: string) => void }

export type TellDeps = {
  pool: Pool
  config: SearchEngineConfig
  /** The site's public address (siteUrl()): pages are `${site}/jobs/{slug}`. */
  site: string
  post?: EnginePost
  clock?: () => Date
  tokens?: TokenCache
  log?: Log
}

/** One engine's part of a run: how many notices it took, and why it stopped if it did. */
export type EngineReport = {
  told: number
  stopped: null | Exclude<EngineOutcome, { outcome: 'accepted' }>
}

export type TellReport = {
  ran: boolean
  google: EngineReport | null
  indexNow: EngineReport | null
}

const LOCK = 'remote-passport:notify-search-engines'

/**
 * Google, one page a request, while the day's quota lasts (counted in the database for every
 * instance; a send the engine did not take is given back). It stops at the first notice it does
 * not take; the ones before are kept as told.
 */
const tellGoogle = async (
  config: GoogleConfig,
  { pool, site, post, clock, tokens }: Required<Omit<TellDeps, 'config' | 'log'>>,
  log?: Log,
): Promise<EngineReport> => {
  const start = clock()
  const room = config.dailyQuota - (await quotaUsed(pool, 'google', start))
  const quotaSpent = {
    outcome: 'quota' as const,
    reason: `Google's daily quota of ${config.dailyQuota} notices is used: the rest wait for the next UTC day`,
  }
  if (room <= 0) {
    // Spent: said only while something waits for it.
    const waiting = await pendingNotices(pool, 'google', { now: start, site, limit: 1 })
    return { told: 0, stopped: waiting.length ? quotaSpent : null }
  }
  // One more than there is room for: if it is owed, the run says the quota held it back.
  const pending = await pendingNotices(pool, 'google', { now: start, site, limit: room + 1 })
  let told = 0
  for (const notice of pending) {
    const now = clock()
    if (!(await claimQuota(pool, 'google', now, config.dailyQuota)))
      return { told, stopped: quotaSpent }
    const result = await publishToGoogle(config, notice, { post, now, tokens })
    if (result.outcome === 'accepted') {
      await markTold(pool, 'google', [notice], now)
      told++
      continue
    }
    if (result.outcome === 'pageRefused') {
      // This page alone: kept as told with why (logged), so it neither blocks the others nor
      // spends a send every minute; it is told again when the job changes.
      await markTold(pool, 'google', [notice], now, result.reason)
      log?.error(`Search engine notices: ${result.reason}`)
      continue
    }
    await releaseQuota(pool, 'google', now)
    await recordFailure(pool, 'google', [notice], result.reason, now)
    return { told, stopped: result }
  }
  return { told, stopped: null }
}

/** IndexNow, every owed page in one request (up to 10,000 a run): all taken, or all still owed. */
const tellIndexNow = async (
  config: IndexNowConfig,
  { pool, site, post, clock }: Required<Omit<TellDeps, 'config' | 'log'>>,
): Promise<EngineReport> => {
  const now = clock()
  const pending = await pendingNotices(pool, 'indexnow', { now, site, limit: INDEXNOW_BATCH })
  if (!pending.length) return { told: 0, stopped: null }
  const result = await submitToIndexNow(
    config,
    site,
    pending.map((notice) => notice.url),
    post,
  )
  if (result.outcome === 'accepted') {
    await markTold(pool, 'indexnow', pending, clock())
    return { told: pending.length, stopped: null }
  }
  await recordFailure(pool, 'indexnow', pending, result.reason, clock())
  return { told: 0, stopped: result }
}

/**
 * One run of telling the search engines what changed (docs/search-engines.md): each engine that is
 * configured is sent what it is owed (pendingNotices), deletions first. One instance at a time
 * (an advisory lock; a second run meanwhile skips). Each engine goes on whatever the other did.
 */
export const tellSearchEngines = async ({
  pool,
  config,
  site,
  post = enginePost(),
  clock = () => new Date(),
  tokens = sharedTokenCache,
  log,
}: TellDeps): Promise<TellReport> => {
  if (!searchEnginesOn(config)) return { ran: false, google: null, indexNow: null }
  const deps = { pool, site, post, clock, tokens }
  const run = await withAdvisoryLock(
    pool,
    LOCK,
    async () => ({
      google: config.google ? await tellGoogle(config.google, deps, log) : null,
      indexNow: config.indexNow ? await tellIndexNow(config.indexNow, deps) : null,
    }),
    { wait: false },
  )
  if (!run.ran) return { ran: false, google: null, indexNow: null }
  for (const report of [run.result.google, run.result.indexNow]) {
    if (report?.stopped?.outcome === 'refused')
      log?.error(`Search engine notices: ${report.stopped.reason}`)
    if (report?.stopped?.outcome === 'quota')
      log?.info(`Search engine notices: ${report.stopped.reason}`)
  }
  return { ran: true, ...run.result }
}

/** Why the run must be tried again (an engine down or busy), or null: partial success is kept either way. */
export const retryReason = (report: TellReport) =>
  [report.google, report.indexNow]
    .flatMap((engine) => (engine?.stopped?.outcome === 'retry' ? [engine.stopped.reason] : []))
    .join('; ') || null
