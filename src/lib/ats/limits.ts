/** The most roles read from one board: further pages are not asked for, further rows not read. */
export const MAX_JOBS_PER_BOARD = 5_000

/** The most list pages read from a paged API, whatever its total says (a server that never ends). */
export const MAX_LIST_PAGES = 50

/** SmartRecruiters' detail calls in flight at once for one board. */
export const DETAIL_CALLS_AT_ONCE = 4

/** How much of a careers page's HTML is scanned for an embedded or linked board. */
export const MAX_SCANNED_HTML = 2 * 1024 * 1024
