import type { CollectionConfig } from 'payload'

import { admins, hasRole } from '../../src/lib/access/roles'

/** One record per link-check run: who started it, its progress, results and deactivations. */
export const LinkCheckRuns: CollectionConfig<'link-check-runs'> = {
  slug: 'link-check-runs',
  access: {
    create: admins,
    read: admins,
    update: admins,
    delete: admins,
  },
  admin: {
    defaultColumns: ['startedAt', 'trigger', 'status', 'progress', 'brokenCount', 'totalCount'],
    group: 'Jobs board',
    hidden: ({ user }) => !hasRole(user as never, 'admin'),
  },
  defaultSort: '-startedAt',
  fields: [
    {
      name: 'trigger',
      type: 'select',
      required: true,
      options: [
        { label: 'Started by an admin', value: 'manual' },
        { label: 'Scheduled', value: 'scheduled' },
      ],
    },
    { name: 'startedBy', type: 'relationship', relationTo: 'users' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'running',
      index: true,
      options: [
        { label: 'Running', value: 'running' },
        { label: 'Completed', value: 'completed' },
        { label: 'Inconclusive (network trouble, nothing deactivated)', value: 'inconclusive' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { name: 'progress', type: 'number', defaultValue: 0, min: 0, max: 100 },
    { name: 'startedAt', type: 'date', required: true, index: true },
    { name: 'finishedAt', type: 'date' },
    { name: 'brokenCount', type: 'number' },
    { name: 'totalCount', type: 'number' },
    { name: 'error', type: 'text' },
    { name: 'results', type: 'json' },
    { name: 'deactivated', type: 'relationship', relationTo: 'jobs', hasMany: true },
  ],
  timestamps: true,
}
