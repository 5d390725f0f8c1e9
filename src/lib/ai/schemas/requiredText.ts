import { z } from '../../validation/zod'

/** A text that must hold something besides spaces, with the given message when it does not. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Please keep this under ${max.toLocaleString('en-US')} characters.` })

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Please keep this under ${max.toLocaleString('en-US')} characters.` })
    .optional()
    .default('')
