import { boardFromUrl, boardsInHtml } from '../detectBoard'
import type { SourceOrigin } from '../sourceStates'
import type { AtsKind } from '../types'
import type { CareersPage } from './careersPage'

export type FoundHiringSystem = { kind: AtsKind; board: string; origin: SourceOrigin }

export type Finding = { found: FoundHiringSystem | null; note: string }

/**
 * A company's hiring system: from its careers link when that is an ATS address, else from the
 * careers page (where the link leads, then what the page embeds or links to). `readPage` is only
 * called when the link itself says nothing.
 */
export const findHiringSystem = async (careersLink: string, readPage: (link: string) => Promise<CareersPage>): Promise<Finding> => {
  const direct = boardFromUrl(careersLink)
  if (direct) return { found: { ...direct, origin: 'careers-link' }, note: 'The careers link is a hiring-system address.' }
  const page = await readPage(careersLink)
  const landed = boardFromUrl(page.url)
  if (landed) return { found: { ...landed, origin: 'careers-page' }, note: `The careers link leads to ${page.url}.` }
  if ('error' in page) return { found: null, note: `The careers page could not be read: ${page.error}.` }
  const [embedded] = boardsInHtml(page.html, page.url)
  if (embedded) return { found: { ...embedded, origin: 'careers-page' }, note: 'The careers page embeds or links to it.' }
  return { found: null, note: 'Neither the careers link nor its page names a hiring system we read.' }
}
