import type { TaskConfig } from 'payload'

import { LinkCheckBusyError, runLinkCheck } from '@/lib/linkCheck/runs/runLinkCheck'
import { readLinkCheckerSettings } from '@/lib/linkCheck/runs/settings'
import { utcSchedule } from '@/lib/schedule/utcSchedule'

type Output = {
  runId: number
  total: number
  broken: number
  deactivated: number
  inconclusive: boolean
  skipped: boolean
}

/**
 * The scheduled link check of the jobs queue, at the cron of the Link Checker Settings: every
 * company and listed job, verdicts written, and jobs broken for the settings' number of runs in a
 * row deactivated. The run's advisory lock makes a second worker picking the same job (Payload's
 * queue has no row lock) skip it.
 */
export const CheckLinksTask: TaskConfig<{ input: object; output: Output }> = {
  slug: 'checkLinks',
  label: 'Check company and job links',
  retries: 1,
  schedule: [
    utcSchedule({
      cron: async (req) => {
        const settings = await readLinkCheckerSettings(req.payload)
        return settings.enabled ? settings.cron : null
      },
    }),
  ],
  outputSchema: [
    { name: 'runId', type: 'number', required: true },
    { name: 'total', type: 'number', required: true },
    { name: 'broken', type: 'number', required: true },
    { name: 'deactivated', type: 'number', required: true },
    { name: 'inconclusive', type: 'checkbox', required: true },
    { name: 'skipped', type: 'checkbox', required: true },
  ],
  handler: async ({ req }) => {
    const settings = await readLinkCheckerSettings(req.payload)
    try {
      const { runId, report, deactivated } = await runLinkCheck(req.payload, {
        trigger: 'scheduled',
        checkJobs: true,
        deactivate: { mode: 'after-runs', runs: settings.deactivateAfter },
      })
      const { total, broken } = report.summary
      return {
        output: {
          runId,
          total,
          broken,
          deactivated: deactivated.length,
          inconclusive: report.inconclusive,
          skipped: false,
        },
      }
    } catch (error) {
      if (!(error instanceof LinkCheckBusyError)) throw error
      req.payload.logger.info('Scheduled link check skipped: another check is running')
      return {
        output: {
          runId: 0,
          total: 0,
          broken: 0,
          deactivated: 0,
          inconclusive: false,
          skipped: true,
        },
      }
    }
  },
}
