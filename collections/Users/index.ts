import type { CollectionConfig } from 'payload'

import { admins, adminsField, hasRole } from '@/lib/access/roles'
import { authCookies } from '@/lib/auth/passwordRules'
import { limitResetRequests } from '../shared/resetRequestLimit'
import { refundSignIn, throttleSignIn } from '../shared/signInThrottle'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'

/** Staff accounts: the only accounts allowed into /admin. */
export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  access: {
    admin: ({ req }) => req.user?.collection === 'users',
    create: admins,
    read: ({ req }) => {
      if (hasRole(req.user, 'admin')) return true
      return req.user?.collection === 'users' ? { id: { equals: req.user.id } } : false
    },
    update: ({ req }) => {
      if (hasRole(req.user, 'admin')) return true
      return req.user?.collection === 'users' ? { id: { equals: req.user.id } } : false
    },
    delete: admins,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles', 'updatedAt'],
    group: 'Accounts',
    description: 'Staff who sign in to this panel: admins, editors and moderators.',
  },
  auth: {
    cookies: authCookies,
    // No account lockout (it would let anyone lock a real admin out); sign-ins are slowed per address instead.
    maxLoginAttempts: 0,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      access: { create: adminsField, update: adminsField },
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
        { label: 'Moderator', value: 'moderator' },
      ],
      admin: { description: 'Editors edit content; moderators review jobs; admins do everything.' },
    },
  ],
  hooks: {
    beforeChange: [firstUserIsAdmin],
    beforeOperation: [throttleSignIn, limitResetRequests],
    afterLogin: [refundSignIn],
  },
  timestamps: true,
}
