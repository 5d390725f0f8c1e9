import type { Access, CollectionConfig } from 'payload'

import { admins, adminsField, hasRole } from '@/lib/access/roles'
import { authCookies } from '@/lib/auth/passwordRules'
import { COUNTRY_CODES, countryName } from '@/lib/places/countries'
import { resetPasswordHTML, verifyEmailHTML } from './emails'
import { limitResetRequests } from '../shared/resetRequestLimit'
import { refundSignIn, throttleSignIn } from '../shared/signInThrottle'
import { deleteOnAccountPage } from './hooks/deleteOnAccountPage'
import { enforcePasswordLength } from './hooks/enforcePasswordLength'
import { guardAccountChanges } from './hooks/guardAccountChanges'
import { limitSignUps } from './hooks/limitSignUps'
import { removeMemberData } from './hooks/removeMemberData'

const selfOrAdmins: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
  return false
}

/** Public accounts of job seekers. Never allowed into /admin (only `users` are). */
export const Members: CollectionConfig<'members'> = {
  slug: 'members',
  access: {
    create: () => true,
    read: selfOrAdmins,
    update: selfOrAdmins,
    // A member deletes their account on /account, with the current password (deleteOnAccountPage).
    delete: admins,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'plan', '_verified', 'createdAt'],
    group: 'Accounts',
    description: 'Job seekers who signed up on the site.',
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  auth: {
    cookies: authCookies,
    verify: {
      generateEmailHTML: verifyEmailHTML,
      generateEmailSubject: () => 'Confirm your Remote Passport account',
    },
    forgotPassword: {
      generateEmailHTML: resetPasswordHTML,
      generateEmailSubject: () => 'Reset your Remote Passport password',
    },
    maxLoginAttempts: 0,
    tokenExpiration: 60 * 60 * 24 * 7,
  },
  fields: [
    {
      // Payload's own verification field, which any signed-in account may set by default: a member
      // could create accounts that sign in without their address ever being confirmed.
      name: '_verified',
      type: 'checkbox',
      access: { create: adminsField, update: adminsField },
    },
    {
      name: 'livesIn',
      type: 'select',
      label: 'Lives in',
      options: COUNTRY_CODES.map((code) => ({ label: countryName(code), value: code })),
      admin: { description: 'Where the member said they live on /jobs: the board shows the jobs open to them.' },
    },
    {
      name: 'plan',
      type: 'select',
      defaultValue: 'free',
      options: [
        { label: 'Free', value: 'free' },
        { label: 'Premium', value: 'premium' },
      ],
      access: { create: adminsField, update: adminsField },
      admin: { position: 'sidebar', description: 'Premium unlocks the full AI tool results. Set by a subscription, or by an admin.' },
    },
    {
      name: 'premiumUntil',
      type: 'date',
      access: { create: adminsField, update: adminsField },
      admin: { position: 'sidebar', description: 'When a subscription\'s paid period ends. Empty: premium without an end (set by an admin).' },
    },
    {
      name: 'subscriptionStatus',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, description: 'As Stripe last reported it: active, past_due, canceled…' },
    },
    {
      name: 'premiumEnding',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, description: 'The member cancelled: premium ends on the date above instead of renewing.' },
    },
    {
      name: 'stripeCustomerId',
      type: 'text',
      index: true,
      access: { read: adminsField, create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'pendingEmail',
      type: 'email',
      access: { create: adminsField, update: adminsField },
      admin: { readOnly: true, description: 'A new address the member asked for, waiting to be confirmed from that address.' },
    },
  ],
  hooks: {
    beforeOperation: [enforcePasswordLength, limitSignUps, throttleSignIn, limitResetRequests, deleteOnAccountPage],
    beforeValidate: [guardAccountChanges],
    beforeDelete: [removeMemberData],
    afterLogin: [refundSignIn],
  },
  timestamps: true,
}
