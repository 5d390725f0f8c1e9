import type { Payload } from 'payload'

/** A path no page answers: logged on the server, then not found. */
export const logMissingPage = (payload: Payload | null, path: string) => {
  if (payload) payload.logger.warn(`404 Not Found: ${path}`)
  else console.warn(`404 Not Found: ${path}`)
}

/** The not-found page's own title: without it the browser keeps the site's default once interactive. */
export const MISSING_PAGE_METADATA = { title: 'Page not found', robots: { index: false } }
