import type { CollectionConfig } from 'payload'

import { editorialAccess, editorialVersions, sortOrderField } from '../shared/editorial'
import { keepResourcesCategorized } from './hooks/keepResourcesCategorized'

/** Sections of /resources; a category with a parent is a (possibly nested) subcategory. */
export const ResourceCategories: CollectionConfig<'resource-categories'> = {
  slug: 'resource-categories',
  access: editorialAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'parent', 'sortOrder', '_status'],
    listSearchableFields: ['title', 'description'],
    group: 'Nomad guides',
  },
  defaultSort: 'sortOrder',
  versions: editorialVersions,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'icon',
      type: 'text',
      admin: { description: 'Icon name for top-level sections, for example plane or passport.' },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'resource-categories',
      index: true,
      admin: { description: 'Empty for a top-level section.' },
    },
    sortOrderField,
  ],
  hooks: { beforeDelete: [keepResourcesCategorized] },
  timestamps: true,
}
