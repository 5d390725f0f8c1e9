import type { TaskConfig } from 'payload'

import { readImportSettings } from '@/lib/ats/sync/importSettings'
import { siteSync } from '@/lib/ats/sync/siteSync'
import { syncSources } from '@/lib/ats/sync/syncSources'
import { utcSchedule } from '@/lib/schedule/utcSchedule'

type Output = { sources: number; failed: number; imported: number; closed: number }

/** A run takes what is due and stops starting sources after this long; the next run, 5 minutes on, takes the rest. */
const RUN_BUDGET_MS = 4 * 60 * 1000

/**
 * Every five minutes, the hiring systems whose next sync is due (each is due once per the import
 * settings' interval, at its own moment of it: src/lib/ats/sync/nextSyncAt.ts). Each source is
 * leased for its sync, so two instances running this at once share the work and never read one
 * board twice.
 */
export const SyncJobSourcesTask: TaskConfig<{ input: object; output: Output }> = {
  slug: 'syncJobSources',
  label: "Sync companies' hiring systems",
  retries: 0,
  schedule: [utcSchedule({ cron: async (req) => ((await readImportSettings(req.payload)).enabled ? '*/5 * * * *' : null) })],
  outputSchema: [
    { name: 'sources', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
    { name: 'imported', type: 'number', required: true },
    { name: 'closed', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const sync = await siteSync(req.payload)
    try {
      const reports = await syncSources(sync, { deadline: new Date(Date.now() + RUN_BUDGET_MS) })
      return {
        output: {
          sources: reports.filter((report) => report.status !== 'busy').length,
          failed: reports.filter((report) => report.status === 'failed').length,
          imported: reports.reduce((sum, report) => sum + report.added, 0),
          closed: reports.reduce((sum, report) => sum + report.closed, 0),
        },
      }
    } finally {
      await sync.close()
    }
  },
}
