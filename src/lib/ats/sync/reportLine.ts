import type { SyncReport } from './syncSource'

/**
 * One line per source for an operator: `greenhouse/acme (Acme): found 12, imported 9 (2 new),
 * skipped 3 (hybrid 2, on-site 1), closed 1`, or the error.
 */
export const reportLine = (report: SyncReport): string => {
  const name = `${report.kind}/${report.board}${report.company ? ` (${report.company})` : ''}`
  if (report.status === 'busy') return `${name}: being synced by another process, left to it`
  if (report.status === 'failed') return `${name}: error: ${report.error}`
  if (report.status === 'unchanged') return `${name}: unchanged since the last sync, its jobs verified open`
  const why = Object.entries(report.skippedWhy)
    .map(([reason, { count }]) => `${reason} ${count}`)
    .join(', ')
  return `${name}: found ${report.found}, imported ${report.imported} (${report.added} new, ${report.updated} updated), skipped ${report.skipped}${why ? ` (${why})` : ''}, closed ${report.closed}`
}
