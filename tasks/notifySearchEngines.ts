import type { TaskConfig } from 'payload'

import { poolOf } from '@/lib/db/pool'
import { utcSchedule } from '@/lib/schedule/utcSchedule'
import { NOTIFY_TASK } from '@/lib/searchEngines/queueNotices'
import { currentSearchEngineConfig, searchEnginesOn } from '@/lib/searchEngines/searchEngineConfig'
import { retryReason, tellSearchEngines } from '@/lib/searchEngines/tellSearchEngines'
import { siteUrl } from '@/lib/site/siteUrl'

type Output = { google: number; indexNow: number; skipped: boolean; stopped: string }

/**
 * Tells the search engines what changed on the board (docs/search-engines.md): every minute, and
 * at once when a job is saved (the Jobs collection's hooks). Off, with neither engine configured,
 * it is never scheduled. An engine down or busy fails the run, so the queue retries it with
 * backoff; what was accepted before stays told.
 */
export const NotifySearchEnginesTask: TaskConfig<{ input: object; output: Output }> = {
  slug: NOTIFY_TASK,
  label: 'Tell search engines of job changes',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: [
    utcSchedule({
      cron: '* * * * *',
      heldBack: async (args) =>
        !searchEnginesOn(currentSearchEngineConfig()) ||
        !(await args.defaultBeforeSchedule(args)).shouldSchedule,
    }),
  ],
  outputSchema: [
    { name: 'google', type: 'number', required: true },
    { name: 'indexNow', type: 'number', required: true },
    { name: 'skipped', type: 'checkbox', required: true },
    { name: 'stopped', type: 'text' },
  ],
  handler: async ({ req }) => {
    const report = await tellSearchEngines({
      pool: poolOf(req.payload),
      config: currentSearchEngineConfig(),
      site: siteUrl(),
      log: {
        info: (message) => req.payload.logger.info(message),
        error: (message) => req.payload.logger.error(message),
      },
    })
    const retry = retryReason(report)
    if (retry) throw new Error(`Search engine notices will be tried again: ${retry}`)
    const stopped = [report.google?.stopped?.reason, report.indexNow?.stopped?.reason]
      .filter(Boolean)
      .join('; ')
    return {
      output: {
        google: report.google?.told ?? 0,
        indexNow: report.indexNow?.told ?? 0,
        skipped: !report.ran,
        stopped,
      },
    }
  },
}
