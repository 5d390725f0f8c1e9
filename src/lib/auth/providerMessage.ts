type PayloadErrorBody = {
  errors?: { message?: unknown; data?: { errors?: { message?: unknown }[] } }[]
  message?: unknown
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The message of a Payload REST error answer. A validation error's field messages ("A user with
 * the given email is already registered.") say more than its summary ("The following field is
 * invalid: email"), so they win.
 */
export const providerMessage = (body: unknown): string | null => {
  if (!body || typeof body !== 'object') return null
  const { errors, message } = body as PayloadErrorBody
  const first = Array.isArray(errors) ? errors[0] : undefined
  const fieldMessage = Array.isArray(first?.data?.errors)
    ? first.data.errors.map((error) => text(error?.message)).find(Boolean)
    : null
  return fieldMessage ?? text(first?.message) ?? text(message)
}
