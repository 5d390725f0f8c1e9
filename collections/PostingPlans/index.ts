import type { CollectionConfig } from 'payload'

import { editorialAccess, editorialVersions, listField, sortOrderField } from '../shared/editorial'

/** The employer plans of /post-job. */
export const PostingPlans: CollectionConfig<'posting-plans'> = {
  slug: 'posting-plans',
  access: editorialAccess,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'price', 'popular', 'listingDays', '_status'],
    group: 'Jobs board',
  },
  defaultSort: 'sortOrder',
  versions: editorialVersions,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'In US dollars.' } },
    { name: 'popular', type: 'checkbox', defaultValue: false, admin: { description: 'Shows Most Popular.' } },
    listField('features'),
    { name: 'listingDays', type: 'number', required: true, defaultValue: 30, min: 1 },
    { name: 'jobPosts', type: 'number', required: true, defaultValue: 1, min: 1 },
    { name: 'validForDays', type: 'number', min: 1, admin: { description: 'How long a bundle of posts stays usable.' } },
    sortOrderField,
  ],
  timestamps: true,
}
