import { z } from '../validation/zod'

import {
  CONFIRM_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from './messages'
import { PASSWORD_MIN_LENGTH } from './passwordRules'

// `abort` stops at the first failed rule, so an empty field says "required" and nothing else.
const email = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, { error: EMAIL_REQUIRED, abort: true })
  .pipe(z.email({ error: EMAIL_INVALID }))

const requiredText = (message: string) =>
  z.string({ error: message }).min(1, { error: message, abort: true })

const password = requiredText(PASSWORD_REQUIRED)

const newPassword = password.min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })

export const signInSchema = z.object({ email, password })

export const signUpSchema = z.object({ email, password: newPassword })

export const forgotPasswordSchema = z.object({ email })

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: requiredText(CONFIRM_PASSWORD_REQUIRED) })
  .refine((values) => values.password === values.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })

export type SignInValues = z.infer<typeof signInSchema>
export type SignUpValues = z.infer<typeof signUpSchema>
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>
