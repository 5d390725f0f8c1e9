/** The eight multi-select filters of /jobs, in display order, with their URL parameter. */
export const JOB_FILTERS = [
  { param: 'category', label: 'Category' },
  { param: 'company', label: 'Company' },
  { param: 'type', label: 'Job Type' },
  { param: 'schedule', label: 'Schedule' },
  { param: 'location', label: 'Location' },
  { param: 'education', label: 'Education' },
  { param: 'experience', label: 'Experience' },
  { param: 'salary', label: 'Salary' },
] as const

export type FilterParam = (typeof JOB_FILTERS)[number]['param']

export const JOB_SORTS = [
  { value: 'date', label: 'Most Recent' },
  { value: 'company', label: 'Company A-Z' },
  { value: 'title', label: 'Job Title A-Z' },
  { value: 'salary', label: 'Highest salary' },
] as const

export type JobSort = (typeof JOB_SORTS)[number]['value']

export const JOBS_PAGE_SIZE = 30

export type JobListingParams = {
  q: string
  filters: Record<FilterParam, string[]>
  /** Only jobs open to residents of this country (ISO code), worldwide ones included. */
  livesIn: string | null
  /** Only jobs whose time-zone range (if any) includes this IANA zone's offset today. */
  tz: string | null
  /** Only jobs paying at least this many US dollars a year (jobs without numbers left out). */
  minSalary: number | null
  sort: JobSort
  tab: 'all' | 'favorites'
  page: number
}

/** The listing with nothing chosen: all jobs, newest first, page 1. */
export const defaultListing = (): JobListingParams => ({
  q: '',
  filters: Object.fromEntries(JOB_FILTERS.map(({ param }) => [param, []])) as unknown as Record<FilterParam, string[]>,
  livesIn: null,
  tz: null,
  minSalary: null,
  sort: 'date',
  tab: 'all',
  page: 1,
})

/** The canonical query string of a listing state: defaults left out, so URLs stay short. */
export const listingQueryString = (params: JobListingParams): string => {
  const search = new URLSearchParams()
  if (params.q) search.set('q', params.q)
  for (const { param } of JOB_FILTERS) for (const value of params.filters[param]) search.append(param, value)
  if (params.livesIn) search.set('livesIn', params.livesIn)
  if (params.tz) search.set('tz', params.tz)
  if (params.minSalary) search.set('minSalary', String(params.minSalary))
  if (params.sort !== 'date') search.set('sort', params.sort)
  if (params.tab !== 'all') search.set('tab', params.tab)
  if (params.page > 1) search.set('page', String(params.page))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * The page of every filter as plain checkboxes (/jobs/filters), where a visitor without JavaScript,
 * or before it loads, chooses them; `param` opens it at that filter.
 */
export const filtersPageHref = (params: JobListingParams, param?: FilterParam) =>
  `/jobs/filters${listingQueryString({ ...params, page: 1 })}${param ? `#filter-${param}` : ''}`

/**
 * What narrows the list, as a canonical query (no sort, tab or page): the filter menus count their
 * choices within it (GET /api/job-facets?…).
 */
export const narrowingQuery = (params: JobListingParams): string => listingQueryString({ ...params, sort: 'date', tab: 'all', page: 1 })

/** Search and filters; where the seeker lives is their setting, shown in its own control. */
export const hasActiveFilters = (params: JobListingParams) =>
  Boolean(params.q || params.tz || params.minSalary) || JOB_FILTERS.some(({ param }) => params.filters[param].length > 0)

/** Clear All: search, filters, where the seeker lives and sort reset; the tab stays. */
export const clearedListing = (params: JobListingParams): JobListingParams => ({ ...defaultListing(), tab: params.tab })
