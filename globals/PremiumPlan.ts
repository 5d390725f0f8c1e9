import type { GlobalConfig } from 'payload'

import { admins, anyone } from '@/lib/access/roles'
import { listField } from '../collections/shared/editorial'

/** The job seekers' paid plan, sold as a monthly Stripe subscription on /premium. */
export const PremiumPlan: GlobalConfig<'premium-plan'> = {
  slug: 'premium-plan',
  label: 'Premium plan',
  access: { read: anyone, update: admins },
  admin: { group: 'Payments' },
  fields: [
    { name: 'name', type: 'text', required: true, defaultValue: 'Premium', maxLength: 60 },
    { name: 'monthlyPrice', type: 'number', required: true, defaultValue: 9, min: 1, max: 1000, admin: { description: 'In US dollars, charged every month.' } },
    listField('features'),
  ],
}
