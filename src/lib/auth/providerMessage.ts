type PayloadError = { message?: unknown; data?: { errors?: { message?: unknown }[] } }

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The message of one Payload error, thrown or as the REST API lists it. A validation error's field
 * messages ("A user with the given email is already registered.") say more than its summary ("The
 * following field is invalid: email"), so they win. Read by shape: the bundle may hold two copies
 * of Payload's error classes.
 */
export const payloadErrorMessage = (error: unknown): string | null => {
  if (!error || typeof error !== 'object') return null
  const { data, message } = error as PayloadError
  const fieldMessage = Array.isArray(data?.errors)
    ? data.errors.map((fieldError) => text(fieldError?.message)).find(Boolean)
    : null
  return fieldMessage ?? text(message)
}

/** The message of a Payload REST error answer (`{ errors: [...] }`, or a bare `{ message }`). */
export const providerMessage = (body: unknown): string | null => {
  if (!body || typeof body !== 'object') return null
  const { errors, message } = body as { errors?: unknown; message?: unknown }
  return (Array.isArray(errors) ? payloadErrorMessage(errors[0]) : null) ?? text(message)
}

/**
 * Payload's words for an error a caller may read (a status below 500: a refusal, a validation
 * error); null for anything else, which is logged as `what` failed and never shown.
 */
export const refusalMessage = (logger: { error: (entry: object) => void }, error: unknown, what: string): string | null => {
  const status = (error as { status?: unknown })?.status
  if (typeof status === 'number' && status < 500) return payloadErrorMessage(error)
  logger.error({ err: error, msg: `${what} failed` })
  return null
}
