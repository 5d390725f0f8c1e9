import type { CollectionConfig } from 'payload'

import { anyone, editors, moderatorsField } from '@/lib/access/roles'
import { LINK_STATUSES } from '@/lib/jobs/options'
import { httpUrlOnly } from '../shared/urlValidation'
import { findHiringSystemOnSave } from './hooks/hiringSystem'
import { assignCompanyId, sortNameFromName } from './hooks/nameFields'

/** Remote-first companies; the slug is the id used in /company/{id}. */
export const Companies: CollectionConfig<'companies'> = {
  slug: 'companies',
  access: {
    create: editors,
    read: anyone,
    update: editors,
    delete: editors,
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'industry', 'hiringRegions', 'scheduleType', 'linkStatus'],
    listSearchableFields: ['name', 'industry', 'hiringRegions'],
    group: 'Jobs board',
  },
  defaultSort: 'sortName',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 100 },
    {
      name: 'sortName',
      type: 'text',
      index: true,
      admin: { hidden: true },
      hooks: { beforeChange: [sortNameFromName] },
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The id in /company/{id}: the name lower-cased, spaces as hyphens.' },
    },
    { name: 'hiringLink', type: 'text', required: true, maxLength: 500, validate: httpUrlOnly },
    {
      name: 'scheduleType',
      type: 'text',
      admin: { description: 'For example Flexible, Flexible / Async, Flexible / Timezone Overlap.' },
    },
    { name: 'hiringRegions', type: 'text', defaultValue: 'Global' },
    { name: 'industry', type: 'text', index: true },
    { name: 'roles', type: 'text', hasMany: true, admin: { description: 'Typical remote roles.' } },
    {
      name: 'hiringSystems',
      type: 'join',
      collection: 'job-sources',
      on: 'company',
      admin: {
        allowCreate: true,
        defaultColumns: ['kind', 'board', 'origin', 'syncStatus', 'lastSyncAt', 'imported'],
        description: "Where this company's open roles are imported from: found from its careers link or page, or added here. Open one to correct it.",
      },
    },
    {
      type: 'collapsible',
      label: 'Link check',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'linkStatus',
          type: 'select',
          defaultValue: 'unchecked',
          options: LINK_STATUSES.map((value) => ({ label: value, value })),
          access: { create: moderatorsField, update: moderatorsField },
          admin: {
            description: 'Set by the link checker; broken means the careers link is dead.',
            components: { Cell: '/src/components/admin/LinkStatusCell#LinkStatusCell' },
          },
        },
        { name: 'lastCheckedAt', type: 'date', access: { create: moderatorsField, update: moderatorsField } },
        {
          name: 'linkCheckReason',
          type: 'text',
          access: { create: moderatorsField, update: moderatorsField },
          admin: { readOnly: true, description: 'What the last check saw, e.g. HTTP 404.' },
        },
      ],
    },
  ],
  hooks: {
    beforeValidate: [assignCompanyId],
    afterChange: [findHiringSystemOnSave],
  },
  timestamps: true,
}
