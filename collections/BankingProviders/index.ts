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

export const BankingProviders: CollectionConfig<'banking-providers'> = {
  slug: 'banking-providers',
  access: editorialAccess,
  admin: providerAdmin(),
  defaultSort: 'sortOrder',
  versions: editorialVersions,
  fields: [
    ...providerBaseFields,
    { name: 'monthlyFee', type: 'text', required: true },
    { name: 'transferFee', type: 'text', required: true },
    { name: 'currencies', type: 'text', required: true },
    listField('features'),
    listField('cons', 'Limitations.'),
    linkField(),
    sponsoredField,
    sortOrderField,
  ],
  timestamps: true,
}
