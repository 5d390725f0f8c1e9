import type { Payload } from 'payload'

export const IMPORT_MODERATION = [
  { value: 'list', label: 'List at once (moderators can still reject them)' },
  { value: 'review', label: 'Send to the review queue first' },
] as const

export type ImportSettings = {
  enabled: boolean
  syncEveryHours: number
  moderation: (typeof IMPORT_MODERATION)[number]['value']
  requestsPerHost: number
}

export const DEFAULT_IMPORT_SETTINGS: ImportSettings = { enabled: true, syncEveryHours: 6, moderation: 'list', requestsPerHost: 4 }

export const readImportSettings = async (payload: Payload): Promise<ImportSettings> => {
  const saved = await payload.findGlobal({ slug: 'job-import-settings', depth: 0, overrideAccess: true })
  return {
    enabled: saved.enabled ?? DEFAULT_IMPORT_SETTINGS.enabled,
    syncEveryHours: saved.syncEveryHours ?? DEFAULT_IMPORT_SETTINGS.syncEveryHours,
    moderation: saved.moderation ?? DEFAULT_IMPORT_SETTINGS.moderation,
    requestsPerHost: saved.requestsPerHost ?? DEFAULT_IMPORT_SETTINGS.requestsPerHost,
  }
}
