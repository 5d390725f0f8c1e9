/**
 * The applicant-tracking systems the board imports open roles from, and the one shape every
 * adapter reads a board into (src/lib/ats/adapters/). What a job of the board is made of is
 * derived from it in src/lib/ats/jobFields.ts; the adapters only read what the API says.
 */
export const ATS_KINDS = ['greenhouse', 'lever', 'ashby', 'workable', 'recruitee', 'smartrecruiters', 'personio'] as const
export type AtsKind = (typeof ATS_KINDS)[number]

export const ATS_LABELS: Record<AtsKind, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  workable: 'Workable',
  recruitee: 'Recruitee',
  smartrecruiters: 'SmartRecruiters',
  personio: 'Personio',
}

/** What the API's own flag or field says of where the work is done; 'unspecified' when it says nothing. */
export type Workplace = 'remote' | 'hybrid' | 'onsite' | 'unspecified'

export type PayInterval = 'year' | 'month' | 'week' | 'day' | 'hour'

/** Pay as the API gives it in fields (never read from the description). */
export type SourcePay = {
  min: number | null
  max: number | null
  /** ISO 4217, upper case, when the API names it (a symbol such as € is mapped to its code). */
  currency: string | null
  interval: PayInterval | null
}

/** One open role as the source's API describes it, before the board derives anything. */
export type SourceJob = {
  /** Stable id of the role at the source (Greenhouse's post id, Lever's uuid, Workable's shortcode …). */
  sourceId: string
  title: string
  /** The employer's name when the payload has one. */
  companyName: string | null
  /** The description as HTML, entities unescaped as the API documents (Greenhouse escapes once). */
  descriptionHtml: string | null
  /** A plain-text description when the API gives only that. */
  descriptionText: string | null
  /** Place strings as the API gives them, split on its separators, trimmed, without duplicates. */
  locations: string[]
  /** ISO 3166-1 alpha-2 codes, upper case, when the API gives countries as codes or fields. */
  countryCodes: string[]
  /**
   * What the API's own remote flag or workplace field says, nothing read from text. Ashby: its
   * workplaceType, and isRemote only when workplaceType is absent (isRemote is true on hybrid jobs).
   */
  workplace: Workplace
  department: string | null
  /** Employment type as written by the API (`FullTime`, `Regular Full Time (Salary)`, `fulltime_permanent` …). */
  employmentType: string | null
  /** Seniority or experience as written by the API, when it has a field for it. */
  experience: string | null
  /** Education as written by the API, when it has a field for it. */
  education: string | null
  pay: SourcePay | null
  /** The ATS's own page or apply link for the role (Personio's is built from the board and id). */
  applyUrl: string
  /** ISO 8601 timestamps when the API gives them. */
  postedAt: string | null
  updatedAt: string | null
}

/** A response the adapter reads: the status is always 2xx (the fetcher throws otherwise). */
export type AtsResponse = { body: string; contentType: string | null }

/**
 * Fetches one API address of the board. `path` is the API's own path and query
 * (`/v1/boards/acme/jobs?content=true`); the fetcher puts the origin (or ATS_API_BASE and the
 * kind's prefix) in front, applies the host's limits and throws AtsFetchError on anything but 2xx.
 */
export type AtsGet = (path: string) => Promise<AtsResponse>

export type AtsAdapter = {
  kind: AtsKind
  /** What a board id looks like for this kind (checked before any request is made). */
  boardPattern: RegExp
  /** The API's origin for a board: `https://boards-api.greenhouse.io`, `https://acme.recruitee.com`. */
  origin: (board: string) => string
  /** The prefix under ATS_API_BASE: `/greenhouse`, `/recruitee/acme`, `/personio/acme`. */
  loopbackPrefix: (board: string) => string
  /** Reads every open role of the board, following the API's paging and detail calls. */
  readBoard: (board: string, get: AtsGet) => Promise<SourceJob[]>
}
