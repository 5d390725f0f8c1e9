import type { CollectionConfig } from 'payload'

import { admins } from '@/lib/access/roles'

/** Newsletter addresses with their double opt-in state. Never readable by the public. */
export const Subscribers: CollectionConfig<'subscribers'> = {
  slug: 'subscribers',
  access: {
    create: admins,
    read: admins,
    update: admins,
    delete: admins,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'source', 'consentAt', 'confirmedAt'],
    listSearchableFields: ['email'],
    group: 'Accounts',
  },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending confirmation', value: 'pending' },
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    { name: 'source', type: 'text', admin: { description: 'Where the address was given, e.g. home or footer.' } },
    { name: 'consentAt', type: 'date' },
    { name: 'confirmedAt', type: 'date' },
    { name: 'unsubscribedAt', type: 'date' },
    { name: 'lastDigestAt', type: 'date' },
  ],
  timestamps: true,
}
