import type { Access, CollectionConfig } from 'payload'

import { hasRole, isMember } from '@/lib/access/roles'
import { ownedByMember } from './hooks/ownedByMember'

const ownFavorites: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user?.collection === 'members') return { member: { equals: req.user.id } }
  return false
}

/** One row per (member, job): the favorites table. */
export const Favorites: CollectionConfig<'favorites'> = {
  slug: 'favorites',
  access: {
    create: ({ req }) => isMember(req.user),
    read: ownFavorites,
    update: () => false,
    delete: ownFavorites,
  },
  admin: {
    defaultColumns: ['member', 'job', 'createdAt'],
    group: 'Accounts',
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'job', type: 'relationship', relationTo: 'jobs', required: true, index: true },
  ],
  indexes: [{ fields: ['member', 'job'], unique: true }],
  hooks: {
    beforeValidate: [ownedByMember],
  },
  timestamps: true,
}
