import type { CollectionConfig } from 'payload'

import {
  editorialAccess,
  editorialVersions,
  linkField,
  listField,
  providerAdmin,
  providerBaseFields,
  sortOrderField,
  sponsoredField,
} from '../shared/editorial'

export const HiringPlatforms: CollectionConfig<'hiring-platforms'> = {
  slug: 'hiring-platforms',
  access: editorialAccess,
  admin: providerAdmin(),
  defaultSort: 'sortOrder',
  versions: editorialVersions,
  fields: [
    ...providerBaseFields,
    { name: 'description', type: 'textarea', required: true },
    listField('features'),
    { name: 'pricing', type: 'text', required: true },
    linkField(),
    sponsoredField,
    sortOrderField,
  ],
  timestamps: true,
}
