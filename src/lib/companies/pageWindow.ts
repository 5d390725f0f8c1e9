export type PageLink = number | 'gap'

/**
 * The page numbers a pagination bar shows: the first, the last and two either side of the current
 * one, with a gap where numbers are skipped, so the bar stays short however long the list grows.
 */
export const pageWindow = (current: number, total: number, spread = 2): PageLink[] => {
  const shown = (page: number) => page === 1 || page === total || Math.abs(page - current) <= spread
  const pages: PageLink[] = []
  for (let page = 1; page <= total; page++) {
    // A gap standing for a single page would be no shorter than the page's own number.
    if (shown(page) || (shown(page - 1) && shown(page + 1))) pages.push(page)
    else if (pages.at(-1) !== 'gap') pages.push('gap')
  }
  return pages
}
