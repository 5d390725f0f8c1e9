import type { GlobalConfig } from 'payload'

import { editors, staff } from '@/lib/access/roles'
import { checkRateRows } from '@/lib/money/exchangeRates'
import { refreshJobSalaries } from '@/lib/jobs/refreshJobSalaries'
import { refreshVisaMinimums } from '@/lib/visas/refreshVisaMinimums'

/**
 * The rates that turn a visa's minimum income and a job's salary in another currency into US
 * dollars. A change recomputes every published visa's figure and every job's salary at once.
 */
export const ExchangeRates: GlobalConfig<'exchange-rates'> = {
  slug: 'exchange-rates',
  label: 'Exchange rates',
  access: { read: staff, update: editors },
  admin: {
    group: 'Settings',
    description:
      "US dollars for one unit of each currency. The visas' income filter and the jobs' salaries convert with these; saving recomputes both.",
  },
  fields: [
    {
      name: 'asOf',
      type: 'date',
      required: true,
      label: 'Rates as of',
      admin: { date: { pickerAppearance: 'dayOnly' }, description: 'The day these rates were taken from a reference (for example the ECB).' },
    },
    {
      name: 'rates',
      type: 'array',
      labels: { singular: 'Rate', plural: 'Rates' },
      validate: checkRateRows,
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'currency', type: 'text', required: true, minLength: 3, maxLength: 3, admin: { description: 'ISO code, e.g. EUR' } },
            { name: 'usdPerUnit', type: 'number', required: true, min: 0.0000001, label: 'US dollars for one unit' },
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeChange: [({ data }) => ({ ...data, rates: (data.rates ?? []).map((row: { currency?: string }) => ({ ...row, currency: row.currency?.trim().toUpperCase() })) })],
    afterChange: [
      async ({ doc, req, context }) => {
        if (context.seeding) return doc
        await refreshVisaMinimums(req.payload, doc)
        await refreshJobSalaries(req.payload, doc)
        return doc
      },
    ],
  },
}
