import { readLinkCheckerSettings } from '../linkCheck/runs/settings'
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
  {
    name: 'link-check',
    // The admin panel's Link Checker Settings: off, or the cron expression admins chose.
    cron: async (payload) => {
      const settings = await readLinkCheckerSettings(payload)
      return settings.enabled ? settings.cron : null
    },
    enqueue: async (payload) => {
      await payload.jobs.queue({ task: 'checkLinks', input: {} })
    },
  },
]
