import type { Payload } from 'payload'

import { hostPortKey, parseAllowList } from '../../linkCheck/engine/addressPolicy'
import { createLinkCheckDispatcher } from '../../linkCheck/engine/dispatcher'
import { siteUrl } from '../../site/siteUrl'
import { ATS_ADAPTERS } from '../adapters'
import { jobFieldsOf, roleFingerprint } from '../jobFields'
import { createAtsFetcher } from './atsFetcher'
import { readImportSettings } from './importSettings'
import type { DeriveRole, SyncDeps } from './syncSource'

/** Names the importer and the site in the hiring systems' logs. */
export const importerUserAgent = (site: string) => `Mozilla/5.0 (compatible; RemotePassportImporter/1.0; +${site.replace(/\/+$/, '')}/)`

export const deriveRole: DeriveRole = (job, company, now) => {
  const derived = jobFieldsOf(job, company, now)
  return derived.ok ? { ok: true, fields: derived.fields } : { ok: false, skip: derived.skip }
}

/**
 * The sync as the site runs it: the admin's import settings, the link checker's SSRF-guarded
 * dispatcher (LINK_CHECK_ALLOW and ATS_API_BASE's host let through, for tests and benchmarks), and
 * ATS_API_BASE, when set, sending every kind's requests to one server under `/{kind}`. Close it
 * after the run.
 */
export const siteSync = async (payload: Payload, env: NodeJS.ProcessEnv = process.env): Promise<SyncDeps & { close: () => Promise<void> }> => {
  const settings = await readImportSettings(payload)
  const apiBase = env.ATS_API_BASE?.trim() || null
  const allow = parseAllowList(env.LINK_CHECK_ALLOW)
  if (apiBase) {
    const url = new URL(apiBase)
    allow.add(hostPortKey(url.hostname, url.port, url.protocol))
  }
  const dispatcher = createLinkCheckDispatcher({ allow, responseTimeoutMs: 30_000 })
  const fetcher = createAtsFetcher({ dispatcher, userAgent: importerUserAgent(siteUrl()), apiBase, requestsPerHost: settings.requestsPerHost })
  return { payload, fetcher, adapters: ATS_ADAPTERS, deriveRole, fingerprint: roleFingerprint, settings, close: () => dispatcher.close() }
}
