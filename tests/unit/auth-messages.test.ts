import { describe, expect, it } from 'vitest'

import { signInFailureMessage, signUpFailureMessage } from '@/lib/auth/failureMessages'
import { EMAIL_ALREADY_REGISTERED, UNEXPECTED_ERROR } from '@/lib/auth/messages'
import { payloadErrorMessage, providerMessage } from '@/lib/auth/providerMessage'
import { searchParamToken } from '@/lib/auth/searchParamToken'

/** Payload's REST answer for a validation error (e.g. a taken address on POST /api/members). */
const validationAnswer = (fieldMessage: string, path = 'email') => ({
  errors: [
    {
      name: 'ValidationError',
      message: `The following field is invalid: ${path}`,
      data: { collection: 'members', errors: [{ message: fieldMessage, path }] },
    },
  ],
})

describe('providerMessage: the message of a Payload error answer', () => {
  it("prefers a validation error's field message to its summary", () => {
    expect(
      providerMessage(validationAnswer('A user with the given email is already registered.')),
    ).toBe('A user with the given email is already registered.')
  })

  it('reads a plain API error', () => {
    expect(
      providerMessage({ errors: [{ message: 'Please verify your email before logging in.' }] }),
    ).toBe('Please verify your email before logging in.')
  })

  it('falls back to the summary when the field errors carry no text', () => {
    expect(
      providerMessage({ errors: [{ message: 'Something went wrong.', data: { errors: [{}] } }] }),
    ).toBe('Something went wrong.')
  })

  it('reads a top-level message', () => {
    expect(providerMessage({ message: 'There was an error initializing Payload' })).toBe(
      'There was an error initializing Payload',
    )
  })

  it('gives null for anything else', () => {
    for (const body of [
      null,
      undefined,
      'text',
      42,
      {},
      { errors: [] },
      { errors: [{ message: '  ' }] },
    ]) {
      expect(providerMessage(body)).toBeNull()
    }
  })
})

describe('payloadErrorMessage: the message of a thrown Payload error, read by shape', () => {
  it('prefers the field message of a validation error', () => {
    const error = Object.assign(new Error('The following field is invalid: password'), {
      status: 400,
      data: { errors: [{ message: 'Password must be at least 6 characters', path: 'password' }] },
    })
    expect(payloadErrorMessage(error)).toBe('Password must be at least 6 characters')
  })

  it('reads a plain error, and nothing from a non-error', () => {
    expect(payloadErrorMessage(new Error('Token is either invalid or has expired.'))).toBe(
      'Token is either invalid or has expired.',
    )
    expect(payloadErrorMessage('boom')).toBeNull()
  })
})

describe('signUpFailureMessage: the spec catalogue for sign-up', () => {
  it('turns "already registered" into the spec text', () => {
    expect(signUpFailureMessage('A user with the given email is already registered.')).toBe(
      EMAIL_ALREADY_REGISTERED,
    )
    expect(signUpFailureMessage('User ALREADY REGISTERED')).toBe(EMAIL_ALREADY_REGISTERED)
    expect(EMAIL_ALREADY_REGISTERED).toBe(
      'This email is already registered. Please sign in instead.',
    )
  })

  it('shows any other provider message as is', () => {
    expect(signUpFailureMessage('Password must be at least 6 characters')).toBe(
      'Password must be at least 6 characters',
    )
  })

  it('says "An unexpected error occurred" without a message', () => {
    expect(UNEXPECTED_ERROR).toBe('An unexpected error occurred')
    for (const message of [null, undefined, '', '   '])
      expect(signUpFailureMessage(message)).toBe(UNEXPECTED_ERROR)
  })
})

describe("signInFailureMessage: the provider's message", () => {
  it('shows it as is', () => {
    expect(signInFailureMessage('The email or password provided is incorrect.')).toBe(
      'The email or password provided is incorrect.',
    )
    expect(signInFailureMessage('Please verify your email before logging in.')).toBe(
      'Please verify your email before logging in.',
    )
  })

  it('is generic when there is none (the request never reached the site)', () => {
    expect(signInFailureMessage(null)).toBe(UNEXPECTED_ERROR)
  })
})

describe('searchParamToken: the token of an emailed link', () => {
  it('reads one value, the first of several, or none', () => {
    expect(searchParamToken('abc123')).toBe('abc123')
    expect(searchParamToken(['first', 'second'])).toBe('first')
    expect(searchParamToken(undefined)).toBeNull()
    expect(searchParamToken('  ')).toBeNull()
  })
})
