import { type Access, type CollectionBeforeValidateHook, type CollectionConfig, ValidationError } from 'payload'

import { canonicalAlert } from '@/lib/alerts/canonicalQuery'
import { ALERT_EXISTS } from '@/lib/alerts/messages'
import { hasRole, isMember } from '@/lib/access/roles'

export const MAX_ALERTS_PER_MEMBER = 20

const ownAlerts: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user?.collection === 'members') return { member: { equals: req.user.id } }
  return false
}

/** An alert always belongs to the member who saves it; a member keeps at most 20. */
const ownedAndCapped: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user?.collection !== 'members') return data
  const { totalDocs } = await req.payload.count({ collection: 'job-alerts', where: { member: { equals: req.user.id } }, req })
  if (totalDocs >= MAX_ALERTS_PER_MEMBER) {
    throw new ValidationError({ collection: 'job-alerts', errors: [{ path: 'query', message: `You can keep up to ${MAX_ALERTS_PER_MEMBER} job alerts. Delete one to add another.` }] })
  }
  return { ...data, member: req.user.id }
}

/** The saved search is stored canonically (no page, no tab) with a readable label. */
const normalizeQuery: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || typeof data.query !== 'string') return data
  return { ...data, ...canonicalAlert(data.query) }
}

/** A member saves a search once: saving it again (a second press, REST) is refused by name. */
const oncePerSearch: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || typeof data.query !== 'string' || !data.member) return data
  const { totalDocs } = await req.payload.count({ collection: 'job-alerts', where: { member: { equals: data.member }, query: { equals: data.query } }, req, overrideAccess: true })
  if (totalDocs > 0) throw new ValidationError({ collection: 'job-alerts', errors: [{ path: 'query', message: ALERT_EXISTS }] })
  return data
}

/** A member's saved /jobs search, emailed daily or weekly with the jobs new since the last email. */
export const JobAlerts: CollectionConfig<'job-alerts'> = {
  slug: 'job-alerts',
  access: {
    create: ({ req }) => isMember(req.user),
    read: ownAlerts,
    update: ownAlerts,
    delete: ownAlerts,
  },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'member', 'frequency', 'status', 'lastSentAt'],
    group: 'Accounts',
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
      // An alert's owner never changes: a member could otherwise hand alerts to another member
      // (past the 20-alert cap) or take theirs.
      access: { update: () => false },
    },
    {
      name: 'query',
      type: 'text',
      maxLength: 2000,
      admin: { description: 'The /jobs search and filters, as in its URL (e.g. ?q=react&category=Engineering).' },
    },
    { name: 'label', type: 'text', maxLength: 300 },
    {
      name: 'frequency',
      type: 'select',
      defaultValue: 'weekly',
      options: [
        { label: 'Daily', value: 'daily' },
        { label: 'Weekly', value: 'weekly' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'active',
      index: true,
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Paused', value: 'paused' },
      ],
    },
    { name: 'lastSentAt', type: 'date', access: { update: ({ req }) => hasRole(req.user, 'admin') } },
  ],
  hooks: { beforeValidate: [ownedAndCapped, normalizeQuery, oncePerSearch] },
  timestamps: true,
}
