import { cookies } from 'next/headers'

import type { SessionCookie } from '@/lib/auth/memberSession'

/** Sets a member's session cookie on the answer of a server action. */
export const setSessionCookie = async ({ name, value, ...options }: SessionCookie) => {
  ;(await cookies()).set(name, value, { ...options, expires: options.expires ? new Date(options.expires) : undefined })
}
