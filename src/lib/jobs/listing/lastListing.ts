const KEY = 'remote-passport:last-listing'

/** An address of the listing: /jobs, with or without a query, and nothing else. */
const isListing = (href: string) => /^\/jobs(\?[^#]*)?$/.test(href)

/**
 * The /jobs address the visitor last saw in this tab (sessionStorage: it ends with the tab and is
 * never sent to the server). Storage may be refused (private modes, full quota): then nothing is
 * remembered and "Back to jobs" goes to the plain listing.
 */
export const lastListing = {
  remember(href: string) {
    if (!isListing(href)) return
    try {
      sessionStorage.setItem(KEY, href)
    } catch {
      // nothing remembered
    }
  },
  read(): string | null {
    try {
      const href = sessionStorage.getItem(KEY)
      return href && isListing(href) ? href : null
    } catch {
      return null
    }
  },
}
