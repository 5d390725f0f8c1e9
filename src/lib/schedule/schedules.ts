import { digestCron } from '../newsletter/digest'
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
    name: 'newsletter-digest',
    cron: async (payload) => digestCron(await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })),
    enqueue: async (payload, slot) => {
      await payload.jobs.queue({ task: 'sendDigest', input: { period: slot.toISOString() } })
    },
  },
  {
    // Daily at 08:00 UTC: daily alerts every run, weekly ones when a week has passed.
    name: 'job-alerts',
    cron: async () => '0 8 * * *',
    enqueue: async (payload, slot) => {
      await payload.jobs.queue({ task: 'sendJobAlerts', input: { period: slot.toISOString() } })
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
