import type { Schedule } from './scheduler'

/** Every recurring task of the site, at the times its settings name (UTC). */
export const SCHEDULES: Schedule[] = [
  {
    name: 'expire-jobs',
    cron: async () => '15 0 * * *',
    enqueue: async (payload) => {
      await payload.jobs.queue({ task: 'expireJobs', input: {} })
    },
  },
]
