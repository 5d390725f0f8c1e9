/**
 * A PostgreSQL error's SQLSTATE, on the error or on an error it wraps: Drizzle's "Failed query"
 * and Payload's errors keep the driver's error as their cause.
 */
export const sqlState = (error: unknown): string | undefined => {
  for (let candidate = error as { code?: unknown; cause?: unknown } | null, depth = 0; candidate && depth < 4; depth++) {
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate.code
    candidate = candidate.cause as typeof candidate
  }
  return undefined
}

/** What a visitor is told of a NUL character in their input, in our words rather than the database's. */
export const NUL_CHARACTER = 'Text cannot contain the NUL character (\\u0000).'

/** PostgreSQL refused a text holding the NUL character (it can neither store nor compare one). */
export const isNulCharacterError = (error: unknown) => ['22021', '22P05'].includes(sqlState(error) ?? '')

/** SQLSTATE class 22, a data exception: the value sent was wrong (text where a number goes, a NUL …), not the server. */
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') ?? false
