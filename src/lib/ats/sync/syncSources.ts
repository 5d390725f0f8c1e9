import { poolOf } from '../../db/pool'
import { dueSourceIds } from './sourceLease'
import { type SyncDeps, type SyncReport, syncSource } from './syncSource'

export type SyncRunOptions = {
  /** Sources read at once; each host's own limit still applies (atsFetcher). */
  concurrency?: number
  /** No source starts after this moment (the next run takes the rest). */
  deadline?: Date
  /** The most sources one run takes. */
  limit?: number
  /** Every enabled source, due or not (npm run jobs:sync, tests). */
  all?: boolean
  /** Only these sources. */
  ids?: number[]
  onReport?: (report: SyncReport) => void
  /** The longest one source's sync may take. */
  timeLimitMs?: number
}

/**
 * Syncs the sources that are due, several at once: a slow host holds only its own sources (the
 * others keep going), and a source another instance is syncing is left to it.
 */
export const syncSources = async (deps: SyncDeps, options: SyncRunOptions = {}): Promise<SyncReport[]> => {
  const { concurrency = 6, deadline, limit = 500, all = false } = options
  const sourceDeps = options.timeLimitMs ? { ...deps, timeLimitMs: options.timeLimitMs } : deps
  const clock = deps.now ?? (() => new Date())
  const ids = options.ids ?? (await dueSourceIds(poolOf(deps.payload), clock(), limit, { all }))
  const reports: SyncReport[] = []
  let next = 0
  const worker = async () => {
    while (next < ids.length && (!deadline || clock() < deadline)) {
      const report = await syncSource(sourceDeps, ids[next++])
      reports.push(report)
      options.onReport?.(report)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker))
  return reports
}
