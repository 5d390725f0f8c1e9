/** How a company's hiring system was found. */
export const SOURCE_ORIGINS = [
  { value: 'careers-link', label: "Read from the company's careers link" },
  { value: 'careers-page', label: "Found embedded in the company's careers page" },
  { value: 'editor', label: 'Named by an editor' },
  { value: 'csv', label: 'From an imported CSV' },
] as const

export type SourceOrigin = (typeof SOURCE_ORIGINS)[number]['value']

/** Where a source's sync stands. A failed sync closes nothing; its jobs keep their last verification. */
export const SYNC_STATUSES = [
  { value: 'never', label: 'Not synced yet' },
  { value: 'ok', label: 'Synced' },
  { value: 'unchanged', label: 'Synced, nothing changed' },
  { value: 'failed', label: 'Failed' },
] as const

export type SyncStatus = (typeof SYNC_STATUSES)[number]['value']
