import { cookies, headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload'

import { tokenExpiry } from './tokenExpiry'

/** The signed-in account of this request (member or staff), read once per render. */
export const currentUser = cache(async () => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user ?? null
})

/** When this request's session token expires (ms since the epoch), or null without one. */
export const currentSessionExpiry = async () => {
  const payload = await payloadClient()
  return tokenExpiry((await cookies()).get(`${payload.config.cookiePrefix}-token`)?.value)
}
