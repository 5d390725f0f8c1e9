/**
 * Names the checker, the site and where to reach it, so a site owner who sees it in their logs
 * knows who is knocking and why; "compatible" keeps naive bot filters from refusing it outright.
 */
export const linkCheckerUserAgent = (siteUrl: string) =>
  `Mozilla/5.0 (compatible; RemotePassportLinkChecker/1.0; +${siteUrl.replace(/\/+$/, '')}/)`
