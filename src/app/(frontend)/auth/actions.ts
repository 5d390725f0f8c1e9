'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { requestPasswordReset, resetMemberPassword, signInMember, type PasswordFormResult } from '@/lib/auth/memberPassword'
import { registerMember, type SignUpResult } from '@/lib/auth/registerMember'
import { safeReturnPath } from '@/lib/auth/returnPath'
import { payloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

import { setSessionCookie } from './setSessionCookie'

const visitor = async () => ({ clientAddress: clientAddress(await headers()) })

export async function signUp(values: unknown): Promise<SignUpResult> {
  return registerMember(await payloadClient(), values, await visitor())
}

/** Signs in and sets the session cookie Payload's own login would set. */
export async function signIn(values: unknown): Promise<PasswordFormResult> {
  const result = await signInMember(await payloadClient(), values, await visitor())
  if (!result.ok) return result
  await setSessionCookie(result.cookie)
  return { ok: true }
}

/** What a sign-in or sign-up form sent without JavaScript comes back with: the refusal, the address typed. */
export type AuthFormState = { ok: boolean; message: string; email: string } | null

const typed = (form: FormData) => ({ email: String(form.get('email') ?? '').slice(0, 320), password: String(form.get('password') ?? '') })

/** The sign-in form posted before JavaScript runs (or without it): signed in, the member goes on to `next`. */
export async function signInFromForm(_: AuthFormState, form: FormData): Promise<AuthFormState> {
  const values = typed(form)
  const result = await signIn(values)
  if (!result.ok) return { ok: false, message: result.message, email: values.email }
  redirect(safeReturnPath(form.get('next')) ?? '/')
}

/** The sign-up form posted without JavaScript: the page then says to confirm the address. */
export async function signUpFromForm(_: AuthFormState, form: FormData): Promise<AuthFormState> {
  const values = typed(form)
  const result = await signUp(values)
  return result.ok ? { ok: true, message: '', email: values.email } : { ok: false, message: result.message, email: values.email }
}

export async function forgotPassword(values: unknown): Promise<PasswordFormResult> {
  return requestPasswordReset(await payloadClient(), values, await visitor())
}

export async function resetPassword(token: string, values: unknown): Promise<PasswordFormResult> {
  return resetMemberPassword(await payloadClient(), token, values)
}
