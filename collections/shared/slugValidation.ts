import type { TextFieldSingleValidation } from 'payload'

/** Lower-case letters, digits and single hyphens: a slug is one path segment, nothing more. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const slugOnly: TextFieldSingleValidation = (value) =>
  !value || SLUG_PATTERN.test(value) ? true : 'A slug holds only lower-case letters, digits and hyphens (no slashes, dots or spaces).'
