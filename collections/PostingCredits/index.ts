import type { CollectionConfig, FieldAccess } from 'payload'

import { admins, adminsField, nobody, staff } from '@/lib/access/roles'

const adminsOnly: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: adminsField }

/**
 * Posts an employer paid for ahead (the Launch Bundle: 3 posts valid for 6 months). A later post
 * from the same confirmed contact email uses one instead of paying (src/lib/payments/jobPosts/).
 */
export const PostingCredits: CollectionConfig<'posting-credits'> = {
  slug: 'posting-credits',
  access: { read: staff, create: nobody, update: admins, delete: nobody },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'plan', 'postsUsed', 'postsTotal', 'expiresAt'],
    group: 'Payments',
    description: 'Job posts paid for ahead. Admins may give posts back or extend the date.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, index: true, access: { create: () => false, update: () => false } },
    { name: 'plan', type: 'relationship', relationTo: 'posting-plans', access: { create: () => false, update: () => false } },
    { name: 'payment', type: 'relationship', relationTo: 'payments', access: { create: () => false, update: () => false } },
    { name: 'postsTotal', type: 'number', required: true, min: 1, access: adminsOnly },
    { name: 'postsUsed', type: 'number', required: true, defaultValue: 0, min: 0, access: adminsOnly },
    { name: 'expiresAt', type: 'date', required: true, index: true, access: adminsOnly },
  ],
  timestamps: true,
}
