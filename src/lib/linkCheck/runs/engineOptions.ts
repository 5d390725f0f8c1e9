import { siteUrl } from '../../site/siteUrl'
import { parseAllowList } from '../engine/addressPolicy'
import type { CheckLinksOptions } from '../engine/checkLinks'
import { linkCheckerUserAgent } from '../engine/userAgent'

/** The engine as the site runs it: LINK_CHECK_ALLOW for the SSRF guard, a user agent naming the site. */
export const siteEngineOptions = (env: NodeJS.ProcessEnv = process.env): CheckLinksOptions => ({
  allow: parseAllowList(env.LINK_CHECK_ALLOW),
  userAgent: linkCheckerUserAgent(siteUrl()),
})
