import { headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload'

/** The signed-in account of this request (member or staff), read once per render. */
export const currentUser = cache(async () => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user ?? null
})

/** The signed-in member of this request, or null: staff and visitors have no member pages. */
export const currentMember = async () => {
  const user = await currentUser()
  return user?.collection === 'members' ? user : null
}
