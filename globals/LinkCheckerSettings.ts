import cron from 'node-cron'
import type { GlobalConfig } from 'payload'

import { admins } from '@/lib/access/roles'
import { dropQueuedScheduledRun } from '@/lib/schedule/reschedule'

/** When scheduled link checks run and how many broken runs retire a job. */
export const LinkCheckerSettings: GlobalConfig<'link-checker-settings'> = {
  slug: 'link-checker-settings',
  access: { read: admins, update: admins },
  admin: {
    group: 'Settings',
    description:
      'Scheduled checks go through the jobs queue; a change applies at once, no restart needed. Only broken links count (404, 410, no such host, refused, closed posting), never blocked or unknown ones.',
  },
  hooks: {
    // The queued check keeps the time it was queued for: a changed schedule drops it, and the
    // jobs queue queues the next one at the new time (on whichever instance ticks first).
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        if (doc.enabled !== previousDoc?.enabled || doc.cron !== previousDoc?.cron)
          await dropQueuedScheduledRun(req, 'checkLinks')
      },
    ],
  },
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: true, label: 'Run scheduled checks' },
    {
      name: 'cron',
      type: 'text',
      required: true,
      defaultValue: '0 3 * * *',
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && cron.validate(value.trim())) ||
        'Not a cron expression, e.g. 0 3 * * * (daily at 03:00 UTC).',
      admin: { description: 'Cron expression in UTC; the default is daily at 03:00.' },
    },
    {
      name: 'deactivateAfter',
      type: 'number',
      required: true,
      defaultValue: 2,
      min: 1,
      admin: { description: 'Deactivate a job after this many consecutive broken runs.' },
    },
  ],
}
