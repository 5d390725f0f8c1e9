/** "Nov 24" for a YYYY-MM-DD day: the charts' axis labels. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** "1 Jun 2025": a date people read at a glance. */
export const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

/** How long something has waited: "3 days", "5 hours", "under an hour". */
export const waitedFor = (since: string, now: Date) => {
  const hours = Math.floor((now.getTime() - Date.parse(since)) / 3_600_000)
  if (hours >= 48) return plural(Math.floor(hours / 24), 'day')
  if (hours >= 1) return plural(hours, 'hour')
  return 'under an hour'
}
