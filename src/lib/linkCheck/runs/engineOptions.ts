import { siteUrl } from '../../site/siteUrl'
import { parseAllowList } from '../engine/addressPolicy'
import type { CheckLinksOptions } from '../engine/checkLinks'

/**
 * Names the checker, the site and where to reach it, so a site owner who sees it in their logs
 * knows who is knocking and why; "compatible" keeps naive bot filters from refusing it outright.
 */
export const linkCheckerUserAgent = (siteUrl: string) =>
  `Mozilla/5.0 (compatible; RemotePassportLinkChecker/1.0; +${siteUrl.replace(/\/+$/, '')}/)`

/** The engine as the site runs it: LINK_CHECK_ALLOW for the SSRF guard, a user agent naming the site. */
export const siteEngineOptions = (env: NodeJS.ProcessEnv = process.env): CheckLinksOptions => ({
  allow: parseAllowList(env.LINK_CHECK_ALLOW),
  userAgent: linkCheckerUserAgent(siteUrl()),
})
