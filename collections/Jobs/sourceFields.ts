import type { Field, SelectFieldValidation } from 'payload'
import { select } from 'payload/shared'

import { nobodyField, staffField } from '@/lib/access/roles'

const bySync = { create: nobodyField, update: nobodyField } as const

/**
 * A job's type, schedule and category are the poster's to give. An imported job keeps what its
 * hiring system says and nothing more: a field its API has no word for stays empty, never guessed
 * (docs/job-imports.md).
 */
export const requiredUnlessImported: SelectFieldValidation = (value, args) =>
  value || (args.siblingData as { source?: unknown }).source ? select(value, args) : 'This field is required.'

/**
 * Where an imported job comes from and when its hiring system last listed it: set by the sync only
 * (src/lib/ats/sync/), shown as "Verified open 3 hours ago".
 */
export const sourceFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Imported from',
    admin: { position: 'sidebar', condition: (data) => Boolean(data?.source) },
    fields: [
      { name: 'source', type: 'relationship', relationTo: 'job-sources', index: true, access: bySync, admin: { readOnly: true } },
      { name: 'sourceJobId', type: 'text', access: { ...bySync, read: staffField }, admin: { readOnly: true, description: "The role's id in its hiring system." } },
      {
        name: 'lastVerifiedAt',
        type: 'date',
        index: true,
        access: bySync,
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'The last sync that saw this role open at its source.' },
      },
      {
        name: 'goneFromSource',
        type: 'checkbox',
        defaultValue: false,
        access: bySync,
        admin: { readOnly: true, description: 'Its hiring system no longer lists it: closed by the sync, reopened if it comes back.' },
      },
      {
        name: 'keepsPostedText',
        type: 'checkbox',
        defaultValue: false,
        access: bySync,
        admin: { readOnly: true, description: 'Posted on the board before it was found at its source: the sync verifies it and never rewrites its text.' },
      },
      // What the source said when the job was last written: a moderator's edit stays until it changes.
      { name: 'sourceFingerprint', type: 'text', access: { ...bySync, read: staffField }, admin: { hidden: true } },
    ],
  },
]
