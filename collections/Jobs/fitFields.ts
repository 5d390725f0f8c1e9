import type { Field } from 'payload'

import { moderatorsField } from '@/lib/access/roles'
import { COUNTRY_CODES, countryName } from '@/lib/places/countries'
import { MAX_OFFSET, MIN_OFFSET, offsetRangeProblem } from '@/lib/places/timeZones'

const moderated = { create: moderatorsField, update: moderatorsField }

const offsetField = (name: 'tz_min_offset' | 'tz_max_offset', label: string): Field => ({
  name,
  type: 'number',
  label,
  min: MIN_OFFSET,
  max: MAX_OFFSET,
  index: true,
  admin: { step: 0.5, width: '50%' },
  validate: (value: number | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) =>
    offsetRangeProblem(siblingData.tz_min_offset, siblingData.tz_max_offset) ?? true,
})

/**
 * "Can I take this job from where I live, in my hours, for this pay?": the countries whose
 * residents may apply and the salary in yearly dollars (read from the texts on save, corrected by
 * moderators where the reading is unsure), and the UTC offsets the employer hires in.
 */
export const fitFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Who can apply, and the pay',
    admin: { initCollapsed: false },
    fields: [
      {
        type: 'row',
        fields: [offsetField('tz_min_offset', 'Time zones you hire in: from UTC'), offsetField('tz_max_offset', 'to UTC')],
      },
      {
        name: 'openWorldwide',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        access: moderated,
        label: 'Open to residents of every country',
      },
      {
        name: 'eligibleCountries',
        type: 'select',
        hasMany: true,
        access: moderated,
        label: 'Countries whose residents may apply',
        options: COUNTRY_CODES.map((code) => ({ label: `${countryName(code)} (${code})`, value: code })),
        admin: { description: 'Read from the hiring locations on save; a correction stays until the locations change.' },
      },
      {
        name: 'eligibilityUnread',
        type: 'text',
        access: moderated,
        admin: { readOnly: true, description: 'Hiring locations that name no country or region we know.' },
      },
      { name: 'eligibilityNeedsReview', type: 'checkbox', defaultValue: false, index: true, access: moderated, label: 'Locations need a moderator' },
      { name: 'eligibilitySetByHand', type: 'checkbox', defaultValue: false, access: moderated, admin: { readOnly: true } },
      {
        type: 'row',
        fields: [
          { name: 'salary_min_usd', type: 'number', min: 0, index: true, access: moderated, label: 'Salary from (USD a year)', admin: { width: '50%' } },
          { name: 'salary_max_usd', type: 'number', min: 0, index: true, access: moderated, label: 'to (USD a year)', admin: { width: '50%' } },
        ],
      },
      { name: 'salaryNeedsReview', type: 'checkbox', defaultValue: false, index: true, access: moderated, label: 'Salary reading is unsure' },
      { name: 'salarySetByHand', type: 'checkbox', defaultValue: false, access: moderated, admin: { readOnly: true } },
    ],
  },
]
