import type { TaskConfig } from 'payload'

import { withAdvisoryLock } from '../src/lib/db/advisoryLock'
import { poolOf } from '../src/lib/db/pool'
import { deactivateExpiredJobs } from '../src/lib/jobs/expireJobs'
import { utcSchedule } from '../src/lib/schedule/utcSchedule'

/** The daily expiry run of the jobs queue, at 00:15 UTC. */
export const ExpireJobsTask: TaskConfig<{ input: object; output: { deactivated: number } }> = {
  slug: 'expireJobs',
  label: 'Deactivate expired jobs',
  retries: 3,
  schedule: [utcSchedule({ cron: '15 0 * * *' })],
  outputSchema: [{ name: 'deactivated', type: 'number', required: true }],
  handler: async ({ req }) => {
    const run = await withAdvisoryLock(poolOf(req.payload), 'remote-passport:expire-jobs', () => deactivateExpiredJobs(req.payload), { wait: false })
    const deactivated = run.ran ? run.result : 0
    if (deactivated) req.payload.logger.info(`Deactivated ${deactivated} expired jobs`)
    return { output: { deactivated } }
  },
}
