import { TZ_PRESETS } from '../../places/timeZones'

/** The name of the posting forms' time-zone select: a preset that sets both ends of the range. */
export const TZ_PRESET_FIELD = 'tz_preset'

const AMOUNTS = new Set(['salary_min', 'salary_max'])

/** An empty amount is no amount, not zero; words stay words, for the schema to name. */
const amount = (value: string) =>
  value.trim() === '' ? null : /^\s*\d+\s*$/.test(value) ? Number(value) : value

/**
 * A posting form as the browser sends it without JavaScript (every field a string), read into the
 * values the form's own script would send: amounts as numbers, the time-zone preset as its two
 * offsets. Only `fields` (the form's schema) are read.
 */
export const postingFormValues = (
  form: FormData,
  fields: readonly string[],
): Record<string, unknown> => {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = AMOUNTS.has(field) ? amount(value) : value
  }
  const preset = form.get(TZ_PRESET_FIELD)
  if (typeof preset === 'string' && Object.hasOwn(TZ_PRESETS, preset)) {
    const range = TZ_PRESETS[preset as keyof typeof TZ_PRESETS]
    values.tz_min_offset = range?.min ?? null
    values.tz_max_offset = range?.max ?? null
  }
  return values
}
