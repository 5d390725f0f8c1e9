import type { CollectionConfig } from 'payload'

import { editorialAccess, editorialVersions, linkField, sortOrderField } from '../shared/editorial'

/** Resource cards of /resources. */
export const Resources: CollectionConfig<'resources'> = {
  slug: 'resources',
  access: editorialAccess,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'free', 'url', '_status'],
    listSearchableFields: ['name', 'description', 'url'],
    group: 'Nomad guides',
  },
  defaultSort: 'sortOrder',
  versions: editorialVersions,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    linkField('url'),
    { name: 'free', type: 'checkbox', defaultValue: false, admin: { description: 'Shows the Free badge.' } },
    { name: 'category', type: 'relationship', relationTo: 'resource-categories', required: true, index: true },
    sortOrderField,
  ],
  timestamps: true,
}
