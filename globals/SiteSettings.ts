import type { GlobalConfig } from 'payload'

import { admins } from '../src/lib/access/roles'

/** Site-wide switches that admins change in the panel. */
export const SiteSettings: GlobalConfig<'site-settings'> = {
  slug: 'site-settings',
  access: { read: admins, update: admins },
  admin: { group: 'Settings' },
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
      name: 'everyonePremium',
      type: 'checkbox',
      defaultValue: true,
      label: 'Every visitor is premium',
      admin: { description: 'On: the AI tools give everyone full results, as the spec pages do.' },
    },
  ],
}
