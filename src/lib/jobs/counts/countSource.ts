/**
 * Where a visitor to a job came from. Plain functions with no imports: the job page's view beacon
 * (src/components/jobs/JobViewBeacon.tsx) runs them in the browser, the apply route on the server.
 *
 * - board: from a page of this site (the listing, a company page, another job);
 * - feed: from the RSS or JSON feed, whose links carry `?ref=feed`;
 * - api: from the public API or the MCP server, whose `url` carries `?ref=api`;
 * - other-site: any other referrer (a search engine, a social network, a newsletter's web view);
 * - direct: no referrer at all (typed, bookmarked, a mail or chat app).
 */
export const JOB_COUNT_SOURCES = ['board', 'feed', 'api', 'other-site', 'direct'] as const

export type JobCountSource = (typeof JOB_COUNT_SOURCES)[number]

/** The `ref` our own links to a job page carry; no other value is written by this site. */
export type JobLinkRef = 'feed' | 'api'

/** A job page's address, marked with where the link was handed out (feeds, the API). */
export const jobPageUrl = (site: string, slug: string, ref?: JobLinkRef) =>
  `${site}/jobs/${encodeURIComponent(slug)}${ref ? `?ref=${ref}` : ''}`

/** The address that counts an apply click and sends the visitor on to the job's own link. */
export const applyPath = (slug: string) => `/jobs/${encodeURIComponent(slug)}/apply`

export const isJobCountSource = (value: unknown): value is JobCountSource =>
  typeof value === 'string' && (JOB_COUNT_SOURCES as readonly string[]).includes(value)

/**
 * The source of a job page visit: the `ref` of its address first (our feeds and API mark their
 * links), else its referrer: this site, another site, or none.
 */
export const visitSource = ({ ref, referrer, origin }: { ref: string | null; referrer: string; origin: string }): JobCountSource => {
  if (ref === 'feed' || ref === 'api') return ref
  if (!referrer) return 'direct'
  try {
    return new URL(referrer).origin === origin ? 'board' : 'other-site'
  } catch {
    return 'direct'
  }
}
