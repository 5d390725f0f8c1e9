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

export const InsuranceProviders: CollectionConfig<'insurance-providers'> = {
  slug: 'insurance-providers',
  access: editorialAccess,
  admin: providerAdmin(),
  defaultSort: 'sortOrder',
  versions: editorialVersions,
  fields: [
    ...providerBaseFields,
    { name: 'price', type: 'text', required: true },
    { name: 'coverage', type: 'text', required: true },
    { name: 'countries', type: 'text', required: true },
    listField('features'),
    listField('cons'),
    linkField(),
    sponsoredField,
    sortOrderField,
  ],
  timestamps: true,
}
