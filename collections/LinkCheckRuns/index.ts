import type { CollectionConfig } from 'payload'

import { admins, hasRole } from '@/lib/access/roles'

const count = (name: string, label: string) => ({
  name,
  label,
  type: 'number' as const,
  admin: { readOnly: true, width: '16%' },
})

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
    hidden: ({ user }) => !hasRole(user, 'admin'),
    description:
      'Every link check, manual or scheduled. Run one from the Link Checker; an inconclusive run (most links got no answer) changed nothing.',
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
    {
      type: 'row',
      fields: [
        count('totalCount', 'Links'),
        count('validCount', 'Valid'),
        count('brokenCount', 'Broken'),
        count('blockedCount', 'Blocked'),
        count('unknownCount', 'Unknown'),
        count('tlsErrorCount', 'TLS errors'),
      ],
    },
    {
      name: 'networkFailureCount',
      type: 'number',
      admin: {
        readOnly: true,
        description: 'Links no server answered; when most did, the run is inconclusive.',
      },
    },
    { name: 'durationMs', type: 'number', admin: { readOnly: true } },
    { name: 'error', type: 'text' },
    {
      name: 'results',
      type: 'json',
      admin: {
        description: 'Every link that is not valid, with its HTTP status, final URL and reason.',
      },
    },
    { name: 'deactivated', type: 'relationship', relationTo: 'jobs', hasMany: true },
  ],
  timestamps: true,
}
