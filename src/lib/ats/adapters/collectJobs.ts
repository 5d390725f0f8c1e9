import { MAX_JOBS_PER_BOARD } from '../limits'
import type { SourceJob } from '../types'

/**
 * The board's roles read row by row. A row that cannot be read (no id, no title, no http(s)
 * address, or a shape that throws) is left out rather than failing the board; a repeated id keeps
 * its first row; no more than MAX_JOBS_PER_BOARD are kept.
 */
export const collectJobs = <T>(
  rows: Iterable<T>,
  read: (row: T) => SourceJob | null,
): SourceJob[] => {
  const jobs = new Map<string, SourceJob>()
  for (const row of rows) {
    if (jobs.size >= MAX_JOBS_PER_BOARD) break
    let job: SourceJob | null
    try {
      job = read(row)
    } catch {
      job = null
    }
    if (job && !jobs.has(job.sourceId)) jobs.set(job.sourceId, job)
  }
  return [...jobs.values()]
}
