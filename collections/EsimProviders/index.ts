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

export const EsimProviders: CollectionConfig<'esim-providers'> = {
  slug: 'esim-providers',
  access: editorialAccess,
  admin: providerAdmin(),
  defaultSort: 'sortOrder',
  versions: editorialVersions,
  fields: [
    ...providerBaseFields,
    { name: 'description', type: 'textarea', required: true },
    { name: 'dataPlans', type: 'text', required: true },
    { name: 'coverage', type: 'text', required: true },
    listField('features'),
    { name: 'pricing', type: 'text', required: true },
    linkField(),
    sponsoredField,
    sortOrderField,
  ],
  timestamps: true,
}
