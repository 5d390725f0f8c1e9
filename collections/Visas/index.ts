import type { CollectionConfig } from 'payload'

import { CURRENCY_CODE } from '@/lib/money/exchangeRates'
import { COUNTRY_CODES, countryName } from '@/lib/places/countries'
import { INCOME_PERIODS, INCOME_REQUIREMENTS } from '@/lib/visas/minIncomeText'
import { VISA_REGIONS } from '@/lib/visas/regions'
import { normalizeMinIncome } from './hooks/normalizeMinIncome'
import { editorialAccess, editorialVersions, linkField, listField } from '../shared/editorial'

/** The groups first (EU; the EEA and Switzerland: NATIONALITY_GROUPS), then every country. */
const NATIONALITY_OPTIONS = [
  { label: 'EU citizens', value: 'EU' },
  { label: 'EEA and Swiss citizens', value: 'EEA' },
  ...COUNTRY_CODES.map((code) => ({ label: countryName(code), value: code })),
]

/** Digital nomad visa programs shown on /nomad-visas. */
export const Visas: CollectionConfig<'visas'> = {
  slug: 'visas',
  access: editorialAccess,
  admin: {
    useAsTitle: 'country',
    defaultColumns: ['country', 'region', 'minIncome', 'minIncomeUsdMonthly', 'lastReviewed', '_status'],
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
    {
      type: 'collapsible',
      label: 'Minimum income for the income filter',
      admin: {
        description:
          'Read from the text above whenever it changes. Correct a part if the text was read wrong: the US dollar figure follows the parts and the exchange rates (Settings).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'incomeRequirement', type: 'select', label: 'Kind', options: [...INCOME_REQUIREMENTS] },
            { name: 'incomeAmount', type: 'number', label: 'Amount', min: 0 },
            {
              name: 'incomeCurrency',
              type: 'text',
              label: 'Currency',
              validate: (value: string | null | undefined) =>
                !value || CURRENCY_CODE.test(value.trim().toUpperCase()) || 'A three-letter currency code such as EUR.',
            },
            { name: 'incomePeriod', type: 'select', label: 'Per', options: [...INCOME_PERIODS] },
          ],
        },
        {
          name: 'minIncomeUsdMonthly',
          type: 'number',
          label: 'US dollars a month',
          index: true,
          admin: {
            readOnly: true,
            description:
              'Computed on save. Empty for savings, an investment or no fixed minimum (shown under every income filter with that label), and when a part or a rate is missing (shown under All only).',
          },
        },
      ],
    },
    {
      name: 'excludedNationalities',
      type: 'select',
      hasMany: true,
      label: 'Not open to citizens of',
      options: NATIONALITY_OPTIONS,
      admin: {
        description:
          "Groups or countries whose citizens cannot use this program (the country's own citizens never can). EU/EEA programs usually exclude the EEA and Switzerland, who move freely.",
      },
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
        // With the year: "Jun 1, 2025", as on the card (a review over a year old says so there).
        date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' },
        description: 'Shown on the card: when an editor last checked the source.',
      },
    },
  ],
  hooks: { beforeChange: [normalizeMinIncome] },
  timestamps: true,
}
