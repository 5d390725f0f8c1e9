import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { admins, moderators, moderatorsField, nobody, nobodyField, staffField } from '@/lib/access/roles'
import { EMPLOYER_LINK_PURPOSES } from '@/lib/employers/employerLinks'

/** Revoking stamps the moment, once; a link cannot be un-revoked (staff issue a new one instead). */
const stampRevocation: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (originalDoc?.revoked) return { ...data, revoked: true, revokedAt: originalDoc.revokedAt }
  if (data.revoked && !originalDoc?.revoked) return { ...data, revokedAt: new Date().toISOString() }
  return data
}

/**
 * The links that open an employer's pages (/employer) without a password: one emailed with each
 * employer page post, and one for each sign-in asked for on /employer. Only a hash of the link's
 * secret is kept. Moderators and admins read them and revoke one (or, with the list's bulk edit,
 * every link of an address): the link stops opening, and every session it opened ends.
 */
export const EmployerLinks: CollectionConfig<'employer-links'> = {
  slug: 'employer-links',
  labels: { singular: 'Employer sign-in link', plural: 'Employer sign-in links' },
  access: { read: moderators, create: nobody, update: moderators, delete: admins },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'purpose', 'job', 'expiresAt', 'lastOpenedAt', 'revoked'],
    listSearchableFields: ['email'],
    group: 'Jobs board',
    description:
      'Links emailed to employers that open their jobs without a password. Tick Revoked to stop a link and end the sessions it opened (select several rows to revoke every link of an address).',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, index: true, access: { create: nobodyField, update: nobodyField } },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: EMPLOYER_LINK_PURPOSES.map((value) => ({ value, label: value === 'job' ? "A post's confirmation email" : 'Asked for on /employer' })),
      access: { create: nobodyField, update: nobodyField },
    },
    { name: 'job', type: 'relationship', relationTo: 'jobs', access: { create: nobodyField, update: nobodyField } },
    // sha256 of the link's secret: never shown, even to staff.
    { name: 'secretHash', type: 'text', required: true, unique: true, access: { read: nobodyField, create: nobodyField, update: nobodyField }, admin: { hidden: true } },
    { name: 'expiresAt', type: 'date', required: true, index: true, access: { create: nobodyField, update: nobodyField }, admin: { description: 'The link opens until then; a session it opened lasts 30 days from its opening.' } },
    { name: 'lastOpenedAt', type: 'date', access: { create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
    { name: 'revoked', type: 'checkbox', defaultValue: false, index: true, access: { create: nobodyField, update: moderatorsField } },
    { name: 'revokedAt', type: 'date', access: { read: staffField, create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
  ],
  hooks: { beforeChange: [stampRevocation] },
  timestamps: true,
}
