import type { TaskConfig } from 'payload'

import { withAdvisoryLock } from '@/lib/db/advisoryLock'
import { poolOf } from '@/lib/db/pool'
import { deactivateExpiredJobs, removeAbandonedPosts } from '@/lib/jobs/expireJobs'
import { utcSchedule } from '@/lib/schedule/utcSchedule'

/** The daily expiry run of the jobs queue, at 00:15 UTC: expired jobs leave, posts left unpaid or unconfirmed go. */
export const ExpireJobsTask: TaskConfig<{ input: object; output: { deactivated: number; removedUnpaid: number } }> = {
  slug: 'expireJobs',
  label: 'Deactivate expired jobs',
  retries: 3,
  schedule: [utcSchedule({ cron: '15 0 * * *' })],
  outputSchema: [
    { name: 'deactivated', type: 'number', required: true },
    { name: 'removedUnpaid', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const run = await withAdvisoryLock(
      poolOf(req.payload),
      'remote-passport:expire-jobs',
      async () => ({ deactivated: await deactivateExpiredJobs(req.payload), removedUnpaid: await removeAbandonedPosts(req.payload) }),
      { wait: false },
    )
    const output = run.ran ? run.result : { deactivated: 0, removedUnpaid: 0 }
    if (output.deactivated) req.payload.logger.info(`Deactivated ${output.deactivated} expired jobs`)
    if (output.removedUnpaid) req.payload.logger.info(`Removed ${output.removedUnpaid} posts left unpaid or unconfirmed`)
    return { output }
  },
}
