/** A title compared loosely: case, accents, punctuation and spacing aside. */
export const titleKey = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** A link compared loosely: scheme, host case, a trailing slash and a fragment aside. */
export const linkKey = (link: string) => {
  try {
    const url = new URL(link)
    return `${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}${url.search}`
  } catch {
    return link.trim().toLowerCase()
  }
}

type Posted = { id: number; job_title: string; job_url: string }

/**
 * The job already posted on the board that a source's role is, if any: the same company (the
 * caller's query) and the same apply link, or else the same title. Each posted job matches once.
 */
export const matchPostedJob = (role: { job_title: string; job_url: string }, posted: Posted[], taken: Set<number>): Posted | null => {
  const free = posted.filter((job) => !taken.has(job.id))
  const link = linkKey(role.job_url)
  const title = titleKey(role.job_title)
  return free.find((job) => linkKey(job.job_url) === link) ?? free.find((job) => titleKey(job.job_title) === title) ?? null
}
