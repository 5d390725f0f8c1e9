import type { Page } from '@playwright/test'

/** The listing's counter: "Showing 31–60 of 75 jobs", or "Showing 12 of 12 jobs" on a single page. */
export const jobsCounter = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing [\d,]+(–[\d,]+)? of [\d,]+ jobs?$/ })

/** The numbers a counter says: the first and last shown and how many match. */
export const counted = (text: string | null) => {
  const [, first, last, total] = /Showing ([\d,]+)(?:–([\d,]+))? of ([\d,]+)/.exec(text ?? '') ?? []
  const number = (value: string | undefined) => Number((value ?? '').replaceAll(',', ''))
  const shown = last ? number(last) - number(first) + 1 : number(first)
  return { shown, total: number(total) }
}
