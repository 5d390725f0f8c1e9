import { describe, expect, it } from 'vitest'

import {
  CONFIRM_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
} from '@/lib/auth/messages'
import { PASSWORD_TOO_SHORT } from '@/lib/auth/passwordRules'
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/auth/schemas'

type Schema = {
  safeParse: (input: unknown) => {
    success: boolean
    error?: { issues: { path: PropertyKey[]; message: string }[] }
  }
}

/** Each field's messages, as the form shows them. */
const messages = (schema: Schema, input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ])

describe('the email rule, shared by every account form', () => {
  for (const [name, schema, valid] of [
    ['sign in', signInSchema, { password: 'x' }],
    ['sign up', signUpSchema, { password: 'secret1' }],
    ['forgot password', forgotPasswordSchema, {}],
  ] as const) {
    it(`${name}: required, then a valid address`, () => {
      expect(messages(schema, { ...valid, email: '' })).toEqual([['email', EMAIL_REQUIRED]])
      expect(messages(schema, { ...valid, email: '   ' })).toEqual([['email', EMAIL_REQUIRED]])
      expect(messages(schema, { ...valid })).toEqual([['email', EMAIL_REQUIRED]])
      expect(messages(schema, { ...valid, email: 'not-an-email' })).toEqual([
        ['email', EMAIL_INVALID],
      ])
      expect(messages(schema, { ...valid, email: 'me@example' })).toEqual([
        ['email', EMAIL_INVALID],
      ])
      expect(messages(schema, { ...valid, email: 'me@example.com' })).toEqual([])
    })
  }

  it('trims the address the member typed', () => {
    expect(signInSchema.parse({ email: '  me@example.com ', password: 'x' }).email).toBe(
      'me@example.com',
    )
  })
})

describe('sign in', () => {
  it('needs a password of any length', () => {
    expect(messages(signInSchema, { email: 'me@example.com', password: '' })).toEqual([
      ['password', PASSWORD_REQUIRED],
    ])
    expect(messages(signInSchema, { email: 'me@example.com', password: 'a' })).toEqual([])
  })
})

describe('sign up', () => {
  it('needs a password, then at least 6 characters', () => {
    expect(messages(signUpSchema, { email: 'me@example.com', password: '' })).toEqual([
      ['password', PASSWORD_REQUIRED],
    ])
    expect(messages(signUpSchema, { email: 'me@example.com', password: '12345' })).toEqual([
      ['password', PASSWORD_TOO_SHORT],
    ])
    expect(messages(signUpSchema, { email: 'me@example.com', password: '123456' })).toEqual([])
  })

  it('uses the spec text, the same constant as the server-side hook', () => {
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters')
  })

  it('reports every field at once', () => {
    expect(messages(signUpSchema, { email: 'nope', password: '123' })).toEqual([
      ['email', EMAIL_INVALID],
      ['password', PASSWORD_TOO_SHORT],
    ])
  })
})

describe('reset password', () => {
  it('needs a new password of at least 6 characters', () => {
    expect(messages(resetPasswordSchema, { password: '', confirmPassword: 'x' })).toEqual([
      ['password', PASSWORD_REQUIRED],
    ])
    expect(messages(resetPasswordSchema, { password: '12345', confirmPassword: '12345' })).toEqual([
      ['password', PASSWORD_TOO_SHORT],
    ])
  })

  it('needs the confirmation, and it must match', () => {
    expect(messages(resetPasswordSchema, { password: 'secret1', confirmPassword: '' })).toEqual([
      ['confirmPassword', CONFIRM_PASSWORD_REQUIRED],
    ])
    expect(
      messages(resetPasswordSchema, { password: 'secret1', confirmPassword: 'secret2' }),
    ).toEqual([['confirmPassword', PASSWORDS_DO_NOT_MATCH]])
    expect(
      messages(resetPasswordSchema, { password: 'secret1', confirmPassword: 'secret1' }),
    ).toEqual([])
  })
})
