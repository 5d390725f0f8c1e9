export const DESCRIPTION_PREVIEW_LENGTH = 150
export const LOCATIONS_SHOWN = 2

/** The card's description: the first 150 characters with an ellipsis, or a fallback. */
export const descriptionPreview = (description: string | null | undefined): string => {
  const text = (description ?? '').replace(/\s+/g, ' ').trim()
  if (!text) return 'No description available'
  return text.length > DESCRIPTION_PREVIEW_LENGTH ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...` : text
}

/** Up to two locations, then "+N more"; Worldwide, when listed, is always among those shown. */
export const locationsShown = (locations: string[]): { shown: string[]; more: number } => {
  const worldwide = locations.filter((location) => location.toLowerCase() === 'worldwide')
  const ordered = [...worldwide, ...locations.filter((location) => location.toLowerCase() !== 'worldwide')]
  return { shown: ordered.slice(0, LOCATIONS_SHOWN), more: Math.max(0, ordered.length - LOCATIONS_SHOWN) }
}

/** Salary is hidden when missing or the text is Not Specified. */
export const visibleSalary = (salary: string | null | undefined): string | null => {
  const text = salary?.trim()
  return text && text.toLowerCase() !== 'not specified' ? text : null
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** "2 days ago", "yesterday", "just now": the posting time relative to `now`. */
/** "Verified open 3 hours ago": when the last sync saw an imported job open at its hiring system. */
export const verifiedOpenAgo = (verified: string | Date, now: Date = new Date()): string => `Verified open ${postedAgo(verified, now)}`

export const postedAgo = (posted: string | Date, now: Date = new Date()): string => {
  const seconds = Math.round((new Date(posted).getTime() - now.getTime()) / 1000)
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit)
  }
  return 'just now'
}
