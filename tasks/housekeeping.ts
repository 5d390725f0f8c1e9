import type { TaskConfig } from 'payload'

import { poolOf } from '@/lib/db/pool'
import { hasLiveRun, pruneFinishedJobs, resetStaleJobs } from '@/lib/schedule/housekeeping'
import { utcSchedule } from '@/lib/schedule/utcSchedule'

/**
 * Hourly: jobs left "processing" by a dead worker go back to the queue, and finished jobs, send
 * claims, idempotency keys, rate-limit counters and the job counts' repeat marks past their time
 * are deleted.
 */
export const HousekeepingTask: TaskConfig<{
  input: object
  output: { handedBack: number; pruned: number }
}> = {
  slug: 'housekeeping',
  label: 'Hand back stuck jobs, prune old rows',
  retries: 1,
  schedule: [
    utcSchedule({ cron: '5 * * * *', heldBack: ({ req }) => hasLiveRun(req, 'housekeeping') }),
  ],
  outputSchema: [
    { name: 'handedBack', type: 'number', required: true },
    { name: 'pruned', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const pool = poolOf(req.payload)
    return {
      output: { handedBack: await resetStaleJobs(pool), pruned: await pruneFinishedJobs(pool) },
    }
  },
}
