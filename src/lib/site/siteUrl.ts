/** The public address of the site: links in emails and feeds are absolute to it. */
export const siteUrl = (): string =>
  (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
