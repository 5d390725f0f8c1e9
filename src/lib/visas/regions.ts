/** The region filter of /nomad-visas, in display order ('All' is the default, not a region). */
export const VISA_REGIONS = [
  'Europe',
  'Asia',
  'Americas',
  'Middle East',
  'Africa',
  'Europe/Asia',
  'Oceania',
] as const

export type VisaRegion = (typeof VISA_REGIONS)[number]
