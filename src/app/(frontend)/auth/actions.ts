'use server'

import { headers } from 'next/headers'

import { requestPasswordReset, resetMemberPassword, signInMember, type PasswordFormResult } from '@/lib/auth/memberPassword'
import { registerMember, type SignUpResult } from '@/lib/auth/registerMember'
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

export async function forgotPassword(values: unknown): Promise<PasswordFormResult> {
  return requestPasswordReset(await payloadClient(), values, await visitor())
}

export async function resetPassword(token: string, values: unknown): Promise<PasswordFormResult> {
  return resetMemberPassword(await payloadClient(), token, values)
}
