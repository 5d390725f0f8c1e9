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

/**
 * Axis labels of moments, one per bar: "1 Jun 2025", or "1 Jun 2025, 09:30 UTC" for moments that
 * share a day, so two runs on one day never carry the same label.
 */
export const momentLabels = (isos: string[]) => {
  const finer = (labels: string[], next: (iso: string) => string) =>
    labels.map((label, index) => (labels.filter((other) => other === label).length < 2 ? label : next(isos[index])))
  const time = (second: boolean) => (iso: string) =>
    `${dateLabel(iso)}, ${new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', ...(second ? { second: '2-digit' } : {}), timeZone: 'UTC' })} UTC`
  return finer(finer(isos.map(dateLabel), time(false)), time(true))
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

/** How long something has waited: "3 days", "5 hours", "under an hour". */
export const waitedFor = (since: string, now: Date) => {
  const hours = Math.floor((now.getTime() - Date.parse(since)) / 3_600_000)
  if (hours >= 48) return plural(Math.floor(hours / 24), 'day')
  if (hours >= 1) return plural(hours, 'hour')
  return 'under an hour'
}
