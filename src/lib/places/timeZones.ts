/** A job's time-zone requirement: the UTC offsets, in hours, an applicant must work from. */
export type OffsetRange = { min: number; max: number }

/** The posting forms' presets for "Time zones you hire in". */
export const TZ_PRESETS: Record<'americas' | 'europe-africa' | 'asia-pacific' | 'any', OffsetRange | null> = {
  // Hawaii to Brazil.
  americas: { min: -10, max: -3 },
  // The Azores to Moscow and East Africa.
  'europe-africa': { min: -1, max: 3 },
  // Pakistan and India to New Zealand in summer.
  'asia-pacific': { min: 5, max: 13 },
  any: null,
}

export const TZ_PRESET_LABELS: Record<keyof typeof TZ_PRESETS, string> = {
  americas: 'Americas (UTC−10 to UTC−3)',
  'europe-africa': 'Europe/Africa (UTC−1 to UTC+3)',
  'asia-pacific': 'Asia-Pacific (UTC+5 to UTC+13)',
  any: 'Any time zone',
}

export const MIN_OFFSET = -12
export const MAX_OFFSET = 14

/** What is wrong with a job's range of offsets, or null: both ends or neither, in order, on the clock. */
export const offsetRangeProblem = (min: unknown, max: unknown): string | null => {
  const given = [min, max].filter((end) => end !== null && end !== undefined && end !== '')
  if (given.length === 0) return null
  if (given.length === 1) return 'Give both ends of the time-zone range, or neither.'
  if (!given.every((end) => typeof end === 'number' && end >= MIN_OFFSET && end <= MAX_OFFSET)) return `Offsets run from ${MIN_OFFSET} to +${MAX_OFFSET} hours.`
  return (min as number) > (max as number) ? 'The time-zone range runs from the western (smaller) offset to the eastern one.' : null
}

const ZONE = /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/

/** Whether the runtime knows this IANA zone ("Europe/Lisbon"); anything else is refused. */
export const isTimeZone = (zone: string): boolean => {
  if (!ZONE.test(zone) || zone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * The zone's UTC offset in hours at `at`, daylight saving included: Europe/Lisbon is 0 in
 * winter and 1 in summer, Asia/Kolkata 5.5. Null for an unknown zone.
 */
export const offsetHoursOf = (zone: string, at: Date = new Date()): number | null => {
  if (!isTimeZone(zone)) return null
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = name?.match(/GMT(?:([+-])(\d{2}):(\d{2}))?/)
  if (!match) return null
  if (!match[1]) return 0
  const hours = Number(match[2]) + Number(match[3]) / 60
  return match[1] === '-' ? -hours : hours
}

/** Whether someone working from `offset` meets the job's range (no range: anyone does). */
export const withinRange = (range: OffsetRange | null, offset: number) => !range || (offset >= range.min && offset <= range.max)

const WORKDAY = { start: 9, end: 17 }

/**
 * Hours of a 9-to-5 day the seeker shares with the nearest zone the job hires in: 8 when the
 * seeker's own zone is in the range, less as the zones drift apart, 0 at 8 hours or more.
 */
export const overlapHours = (range: OffsetRange, offset: number): number => {
  const nearest = Math.min(Math.max(offset, range.min), range.max)
  const apart = Math.abs(offset - nearest)
  return Math.max(0, WORKDAY.end - WORKDAY.start - apart)
}

/** "UTC−8 to UTC−3", "UTC+5:30". */
export const offsetLabel = (offset: number) => {
  const sign = offset < 0 ? '−' : '+'
  const whole = Math.trunc(Math.abs(offset))
  const minutes = Math.round((Math.abs(offset) - whole) * 60)
  return `UTC${sign}${whole}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`
}

export const rangeLabel = ({ min, max }: OffsetRange) => (min === max ? offsetLabel(min) : `${offsetLabel(min)} to ${offsetLabel(max)}`)

/**
 * Every time zone this runtime knows, as a seeker picks one for "Your hours": west to east by its
 * offset today, then by name, each labelled "(UTC+9) Asia/Tokyo".
 */
export const timeZoneChoices = (at: Date = new Date()): Array<{ zone: string; label: string }> =>
  Intl.supportedValuesOf('timeZone')
    .map((zone) => ({ zone, offset: offsetHoursOf(zone, at) }))
    .filter((choice): choice is { zone: string; offset: number } => choice.offset !== null)
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone))
    .map(({ zone, offset }) => ({ zone, label: `(${offsetLabel(offset)}) ${zone.replaceAll('_', ' ')}` }))
