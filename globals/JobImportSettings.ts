import type { GlobalConfig } from 'payload'

import { admins } from '@/lib/access/roles'
import { DEFAULT_IMPORT_SETTINGS, IMPORT_MODERATION } from '@/lib/ats/sync/importSettings'

/** How often companies' hiring systems are re-read, and whether their roles are listed at once. */
export const JobImportSettings: GlobalConfig<'job-import-settings'> = {
  slug: 'job-import-settings',
  label: 'Job import settings',
  access: { read: admins, update: admins },
  admin: {
    group: 'Settings',
    description:
      "Every hiring system is re-read on this schedule through the jobs queue, spread over the interval. A role its system no longer lists is closed at that sync; a sync that fails closes nothing.",
  },
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: DEFAULT_IMPORT_SETTINGS.enabled, label: 'Sync hiring systems on a schedule' },
    {
      name: 'syncEveryHours',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_IMPORT_SETTINGS.syncEveryHours,
      min: 1,
      max: 168,
      label: 'Re-read each hiring system every (hours)',
    },
    {
      name: 'moderation',
      type: 'radio',
      required: true,
      defaultValue: DEFAULT_IMPORT_SETTINGS.moderation,
      options: IMPORT_MODERATION.map(({ value, label }) => ({ value, label })),
      label: 'Imported jobs',
    },
    {
      name: 'requestsPerHost',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_IMPORT_SETTINGS.requestsPerHost,
      min: 1,
      max: 16,
      label: 'Requests at once to one hiring-system host',
      admin: { description: 'A host that answers 429 is paused for as long as it asks, then read one request at a time.' },
    },
  ],
}
