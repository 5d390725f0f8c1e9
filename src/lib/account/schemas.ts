import { EMAIL_INVALID, EMAIL_REQUIRED, PASSWORD_TOO_SHORT } from '../auth/messages'
import { PASSWORD_MIN_LENGTH } from '../auth/passwordRules'
import { z } from '../validation/zod'

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password'
export const NEW_PASSWORD_REQUIRED = 'Please enter a new password'

const currentPassword = z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, { error: CURRENT_PASSWORD_REQUIRED, abort: true })

/** The account page's forms: the browser and the server actions check with the same schemas. */
export const changeEmailSchema = z.object({
  newEmail: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, { error: EMAIL_REQUIRED, abort: true })
    .max(254, { error: EMAIL_INVALID })
    .pipe(z.email({ error: EMAIL_INVALID })),
  currentPassword,
})

export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: z
    .string({ error: NEW_PASSWORD_REQUIRED })
    .min(1, { error: NEW_PASSWORD_REQUIRED, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT }),
})

export const deleteAccountSchema = z.object({ currentPassword })

export type ChangeEmailValues = z.input<typeof changeEmailSchema>
export type ChangePasswordValues = z.input<typeof changePasswordSchema>
export type DeleteAccountValues = z.input<typeof deleteAccountSchema>

/** What an account action answers: done (with words to show), or what is wrong and where. */
export type AccountResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Array<{ path: string; message: string }> }

export const invalidInput = (error: z.ZodError): AccountResult => ({
  ok: false,
  message: error.issues[0]?.message ?? 'Please check the form.',
  fieldErrors: error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), message: issue.message })),
})
