const DAY_MS = 24 * 60 * 60 * 1000

/** How far back the dashboard's daily charts look. */
export const DASHBOARD_DAYS = 30

/** The last `count` UTC days up to and including `now`'s, oldest first, as YYYY-MM-DD. */
export const lastDays = (now: Date, count: number = DASHBOARD_DAYS): string[] => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  )
}

/** Where a window of days starts and ends (exclusive), as instants. */
export const dayWindow = (days: string[]) => ({
  from: new Date(`${days[0]}T00:00:00Z`),
  to: new Date(Date.parse(`${days[days.length - 1]}T00:00:00Z`) + DAY_MS),
})

/** Whole days from `then` to `now`, rounded down. */
export const daysSince = (then: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - then.getTime()) / DAY_MS))

/** Counts per day and series, from rows of (day, series, n), as one array per series in `days`' order. */
export const seriesByDay = <S extends string>(
  days: string[],
  series: readonly S[],
  rows: { day: string; series: string; n: string | number }[],
): Record<S, number[]> => {
  const counts = Object.fromEntries(series.map((name) => [name, days.map(() => 0)])) as Record<
    S,
    number[]
  >
  for (const row of rows) {
    const index = days.indexOf(row.day)
    if (index >= 0 && row.series in counts) counts[row.series as S][index] += Number(row.n)
  }
  return counts
}
