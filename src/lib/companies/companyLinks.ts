/** The profile of a company: /company/{slug}, the canonical path. */
export const companyPath = (slug: string) => `/company/${encodeURIComponent(slug)}`

/** A page of the directory; page 1 and an empty search stay out of the URL. */
export const directoryHref = ({ q = '', page = 1 }: { q?: string; page?: number }) => {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q.trim())
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/companies?${query}` : '/companies'
}

/** The jobs listing filtered to one company. */
export const companyJobsHref = (name: string) => `/jobs?${new URLSearchParams({ company: name })}`

/** A job's page on this board. */
export const jobPath = (slug: string) => `/jobs/${encodeURIComponent(slug)}`

/** Only http(s) links leave the site: a careers link edited to anything else is not rendered. */
export const externalHttpUrl = (url: string | null | undefined): string | null => {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}
