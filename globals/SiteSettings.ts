import type { GlobalConfig } from 'payload'

import { admins } from '@/lib/access/roles'
import { digestCron } from '@/lib/newsletter/digest'
import { dropQueuedScheduledRun } from '@/lib/schedule/reschedule'

/** Site-wide switches that admins change in the panel. */
export const SiteSettings: GlobalConfig<'site-settings'> = {
  slug: 'site-settings',
  access: { read: admins, update: admins },
  admin: { group: 'Settings' },
  hooks: {
    // The queued digest keeps the time it was queued for: a changed day, time or switch drops it,
    // and the jobs queue queues the next one at the new time.
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        if (digestCron(doc) !== digestCron(previousDoc ?? {})) await dropQueuedScheduledRun(req, 'sendDigest')
      },
    ],
  },
  fields: [
    {
      name: 'moderationMode',
      type: 'radio',
      required: true,
      defaultValue: 'review-after',
      options: [
        { label: 'List at once, review after', value: 'review-after' },
        { label: 'List only after approval', value: 'approval-first' },
      ],
    },
    {
      name: 'launchSpecialLimit',
      type: 'number',
      required: true,
      defaultValue: 10,
      min: 0,
      max: 1000,
      label: 'Launch special: employers who post free',
      admin: { description: 'The first employers (by contact email) to post on /post-job post free. 0 ends the special.' },
    },
    {
      name: 'everyonePremium',
      type: 'checkbox',
      defaultValue: true,
      label: 'Every visitor is premium',
      admin: { description: "On: every visitor gets the AI tools' full results. Off: a member's plan decides, staff are premium, anonymous visitors get previews." },
    },
    {
      type: 'collapsible',
      label: 'Weekly newsletter digest',
      fields: [
        { name: 'digestEnabled', type: 'checkbox', defaultValue: true, label: 'Send the weekly digest' },
        {
          type: 'row',
          fields: [
            {
              name: 'digestDay',
              type: 'select',
              defaultValue: 'monday',
              options: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
                label: day[0].toUpperCase() + day.slice(1),
                value: day,
              })),
            },
            {
              name: 'digestTime',
              type: 'text',
              defaultValue: '09:00',
              validate: (value: string | null | undefined) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value ?? '') ? true : 'Use a 24-hour time such as 09:00.'),
              admin: { description: 'UTC, HH:MM.' },
            },
          ],
        },
        { name: 'digestLastSentAt', type: 'date', admin: { readOnly: true, description: 'The next digest lists jobs new since then.' } },
      ],
    },
  ],
}
