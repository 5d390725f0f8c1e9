'use server'

import { headers } from 'next/headers'

import { registerMember, type SignUpResult } from '@/lib/auth/registerMember'
import { payloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

/**
 * Sign-up runs here rather than as a browser POST to /api/members: in the production build the
 * REST answer can lose the field messages ("already registered") our texts depend on.
 */
export async function signUp(values: unknown): Promise<SignUpResult> {
  return registerMember(await payloadClient(), values, { clientAddress: clientAddress(await headers()) })
}
