import type { CollectionConfig } from 'payload'

import { VISA_REGIONS } from '../../src/lib/visas/regions'
import { editorialAccess, editorialVersions, linkField, listField } from '../shared/editorial'

/** Digital nomad visa programs shown on /nomad-visas. */
export const Visas: CollectionConfig<'visas'> = {
  slug: 'visas',
  access: editorialAccess,
  admin: {
    useAsTitle: 'country',
    defaultColumns: ['country', 'region', 'minIncome', 'duration', 'lastReviewed', '_status'],
    listSearchableFields: ['country', 'countryCode', 'region'],
    group: 'Nomad guides',
  },
  defaultSort: 'country',
  versions: editorialVersions,
  fields: [
    { name: 'country', type: 'text', required: true, unique: true },
    {
      name: 'program',
      type: 'text',
      admin: { description: 'The official name of the visa, for example D8 Digital Nomad Visa.' },
    },
    {
      name: 'countryCode',
      type: 'text',
      required: true,
      minLength: 2,
      maxLength: 2,
      admin: { description: 'Two-letter ISO code, for the flag (for example pt).' },
    },
    { name: 'duration', type: 'text', required: true },
    {
      name: 'minIncome',
      type: 'text',
      required: true,
      admin: { description: "As shown, for example '$2,800/month' or '$50,000/year'." },
    },
    { name: 'cost', type: 'text', required: true },
    { name: 'processingTime', type: 'text', required: true },
    {
      name: 'region',
      type: 'select',
      required: true,
      index: true,
      options: VISA_REGIONS.map((value) => ({ label: value, value })),
    },
    linkField('applyUrl'),
    listField('benefits', 'The first three are shown on the card.'),
    listField('requirements'),
    linkField('sourceUrl', false),
    {
      name: 'lastReviewed',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description: 'Shown on the card: when an editor last checked the source.',
      },
    },
  ],
  timestamps: true,
}
