import { hasActiveFilters, JOB_FILTERS, type JobListingParams } from '../jobs/listing/listingParams'

/** "react · Category: Engineering, Data · Location: Worldwide", or "All remote jobs". */
export const alertLabel = (params: JobListingParams) => {
  if (!hasActiveFilters(params)) return 'All remote jobs'
  const parts = [
    ...(params.q ? [`"${params.q}"`] : []),
    ...JOB_FILTERS.filter(({ param }) => params.filters[param].length).map(({ param, label }) => `${label}: ${params.filters[param].join(', ')}`),
  ]
  return parts.join(' · ').slice(0, 300)
}
