import type { CollectionConfig, FieldAccess } from 'payload'

import { admins, adminsField, nobody, staff } from '@/lib/access/roles'

/** Written by the Stripe webhook only: no one edits what Stripe said was paid. */
const fromStripe: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * What was paid through Stripe: employer posts and bundles, and members' premium invoices. Staff
 * read them; only admins change anything, and only the refund (Stripe's dashboard makes the refund
 * itself; this records that it was made). Money Stripe took at another amount or currency than the
 * site asked, or a second time for a paid job, is kept with a status saying so and why.
 */
export const Payments: CollectionConfig<'payments'> = {
  slug: 'payments',
  access: { read: staff, create: nobody, update: admins, delete: nobody },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'kind', 'amount', 'currency', 'status', 'createdAt'],
    group: 'Payments',
    description:
      'Payments received through Stripe. Refund in Stripe, then mark the payment refunded here. A payment of another amount than asked, or a second one for a paid job, needs an admin: its note says why and what to do.',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Job post', value: 'job-post' },
        { label: 'Job renewal', value: 'job-renewal' },
        { label: 'Premium membership', value: 'premium' },
      ],
      access: fromStripe,
    },
    { name: 'email', type: 'email', index: true, access: fromStripe },
    { name: 'amount', type: 'number', required: true, access: fromStripe, admin: { description: 'In the currency below, e.g. 69 for $69.00.' } },
    { name: 'currency', type: 'text', required: true, access: fromStripe },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'paid',
      options: [
        { label: 'Paid', value: 'paid' },
        { label: 'Refunded', value: 'refunded' },
        { label: 'Not the amount asked', value: 'amount-mismatch' },
        { label: 'Job paid already', value: 'already-paid' },
      ],
      access: { create: () => false, update: adminsField },
    },
    {
      name: 'problem',
      type: 'text',
      label: 'Why it needs an admin',
      access: fromStripe,
      admin: { condition: (data) => Boolean(data?.problem) },
    },
    { name: 'refundNote', type: 'textarea', maxLength: 2000, access: { create: () => false, update: adminsField } },
    { name: 'job', type: 'relationship', relationTo: 'jobs', access: fromStripe },
    { name: 'plan', type: 'relationship', relationTo: 'posting-plans', access: fromStripe },
    { name: 'member', type: 'relationship', relationTo: 'members', access: fromStripe },
    {
      name: 'stripeReference',
      type: 'text',
      required: true,
      unique: true,
      access: fromStripe,
      admin: { description: 'The Checkout Session (cs_…) or invoice (in_…) it was paid by.' },
    },
    { name: 'receiptUrl', type: 'text', access: fromStripe },
  ],
  timestamps: true,
}
