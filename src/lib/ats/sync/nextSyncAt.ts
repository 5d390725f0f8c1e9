const HOUR_MS = 60 * 60 * 1000

/**
 * When a source is next read: each source keeps its own moment in the interval (from its id), so
 * a thousand sources added at once spread over the hours instead of arriving together every six
 * hours. The next sync falls between half an interval and one and a half from now: once per
 * interval on average.
 */
export const nextSyncAt = (sourceId: number, now: Date, everyHours: number): Date => {
  const interval = everyHours * HOUR_MS
  const phase = (((sourceId * 2654435761) >>> 0) / 2 ** 32) * interval
  const from = now.getTime() + interval / 2
  return new Date(phase + Math.ceil((from - phase) / interval) * interval)
}

/** After a failure: again in 10 minutes, doubling with each failure in a row, never later than the interval. */
export const retryAt = (failuresInARow: number, now: Date, everyHours: number): Date =>
  new Date(now.getTime() + Math.min(everyHours * HOUR_MS, 10 * 60 * 1000 * 2 ** Math.max(0, failuresInARow - 1)))
