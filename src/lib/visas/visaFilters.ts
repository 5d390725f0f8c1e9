import { isIncomeBucket, type IncomeBucket } from './incomeBuckets'
import { VISA_REGIONS, type VisaRegion } from './regions'

/** The default for both filters. */
export const ALL = 'All'

export type VisaFilters = { region: VisaRegion | typeof ALL; income: IncomeBucket | typeof ALL }

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Reads ?region=…&income=… of /nomad-visas; anything unknown means All. */
export const visaFiltersFromParams = (params: SearchParams): VisaFilters => {
  const region = first(params.region)
  const income = first(params.income)
  return {
    region: VISA_REGIONS.includes(region as VisaRegion) ? (region as VisaRegion) : ALL,
    income: isIncomeBucket(income) ? income : ALL,
  }
}

/** The URL of /nomad-visas with these filters; All is left out of the query. */
export const visaFiltersHref = ({ region, income }: VisaFilters) => {
  const query = new URLSearchParams()
  if (region !== ALL) query.set('region', region)
  if (income !== ALL) query.set('income', income)
  const search = query.toString()
  return `/nomad-visas${search ? `?${search}` : ''}#visa-programs`
}
