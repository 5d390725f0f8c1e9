import type { CollectionConfig, Field } from 'payload'

import { adminsField, editors, hasRole, nobodyField } from '@/lib/access/roles'
import { ATS_KINDS, ATS_LABELS } from '@/lib/ats/types'
import { boardIdProblem } from '@/lib/ats/boardId'
import { SOURCE_ORIGINS, SYNC_STATUSES } from '@/lib/ats/sourceStates'
import { syncNowEndpoint } from './endpoints/syncNow'
import { closeJobsOfRemovedSource, readSoonWhenNamed } from './hooks/sourceChanges'

/** Written by the sync only (src/lib/ats/sync/): nobody edits them, over REST or in the panel. */
const bySync = { create: nobodyField, update: nobodyField } as const

const count = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  access: bySync,
  admin: { readOnly: true, width: '20%' },
})

/**
 * A company's hiring system: the applicant-tracking system (kind) and its board id, read on a
 * schedule so the company's open remote roles are jobs on the board (docs/job-imports.md). Found
 * from the company's careers link or page, or named by an editor, who can correct what was found.
 */
export const JobSources: CollectionConfig<'job-sources'> = {
  slug: 'job-sources',
  labels: { singular: 'Hiring system', plural: 'Hiring systems' },
  access: { create: editors, read: editors, update: editors, delete: editors },
  admin: {
    useAsTitle: 'board',
    defaultColumns: ['company', 'kind', 'board', 'syncStatus', 'lastSyncAt', 'nextSyncAt', 'found', 'imported', 'skipped', 'lastError'],
    group: 'Jobs board',
    hidden: ({ user }) => !hasRole(user, 'admin', 'editor'),
    description: "Each company's applicant-tracking system: its open remote roles are imported and re-checked on a schedule.",
  },
  defaultSort: 'nextSyncAt',
  endpoints: [syncNowEndpoint],
  hooks: { beforeChange: [readSoonWhenNamed], beforeDelete: [closeJobsOfRemovedSource] },
  indexes: [{ fields: ['kind', 'board'], unique: true }],
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, options: ATS_KINDS.map((value) => ({ label: ATS_LABELS[value], value })), admin: { width: '40%' } },
        {
          name: 'board',
          type: 'text',
          required: true,
          maxLength: 100,
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { kind?: string } }) =>
            boardIdProblem(siblingData.kind, value) ?? true,
          admin: { width: '60%', description: 'The board id in its address: acme in job-boards.greenhouse.io/acme, jobs.lever.co/acme or acme.recruitee.com.' },
        },
      ],
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true, label: 'Import and re-check this board' },
    { name: 'syncNow', type: 'ui', admin: { components: { Field: '/src/components/admin/jobSources/SyncNowButton#SyncNowButton' } } },
    {
      name: 'origin',
      type: 'select',
      defaultValue: 'editor',
      options: SOURCE_ORIGINS.map(({ value, label }) => ({ value, label })),
      access: { create: adminsField, update: adminsField },
      admin: { readOnly: true, position: 'sidebar', description: 'How this board was found. Correct the kind or board if it is wrong.' },
    },
    {
      type: 'collapsible',
      label: 'Last sync',
      fields: [
        { name: 'syncStatus', type: 'select', defaultValue: 'never', index: true, options: SYNC_STATUSES.map(({ value, label }) => ({ value, label })), access: bySync, admin: { readOnly: true } },
        {
          type: 'row',
          fields: [
            { name: 'lastSyncAt', type: 'date', access: bySync, admin: { readOnly: true, width: '33%', date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'lastSuccessAt', type: 'date', access: bySync, admin: { readOnly: true, width: '33%', date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'nextSyncAt', type: 'date', index: true, access: bySync, admin: { readOnly: true, width: '33%', date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        {
          type: 'row',
          fields: [count('found', 'Found'), count('imported', 'Imported'), count('updated', 'Updated'), count('skipped', 'Skipped'), count('closed', 'Closed')],
        },
        { name: 'skippedWhy', type: 'json', label: 'Skipped, by reason', access: bySync, admin: { readOnly: true, description: 'Roles not imported, by reason (hybrid, on-site, not said to be remote …).' } },
        { name: 'lastError', type: 'text', access: bySync, admin: { readOnly: true, description: 'Why the last sync failed; a failed sync closes nothing.' } },
        count('consecutiveFailures', 'Failures in a row'),
        { name: 'durationMs', type: 'number', label: 'Last sync took (ms)', access: bySync, admin: { readOnly: true } },
      ],
    },
    // The sync's own bookkeeping: validators for conditional requests and the lease that keeps a
    // second instance off a source being synced.
    { name: 'etag', type: 'text', access: bySync, admin: { hidden: true } },
    { name: 'lastModified', type: 'text', access: bySync, admin: { hidden: true } },
    { name: 'leaseUntil', type: 'date', access: bySync, admin: { hidden: true } },
  ],
  timestamps: true,
}
