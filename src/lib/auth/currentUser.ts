import { headers } from 'next/headers'
import { cache } from 'react'

import { pageSessionHeaders } from '@/lib/auth/pageSessionHeaders'
import { payloadClient } from '@/lib/payload'

/**
 * The signed-in account of this request (member or staff), read once per render; a page opened
 * from another site is rendered for its member too (pageSessionHeaders).
 */
export const currentUser = cache(async () => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: pageSessionHeaders(await headers()) })
  return user ?? null
})

/** The signed-in member of this request, or null: staff and visitors have no member pages. */
export const currentMember = async () => {
  const user = await currentUser()
  return user?.collection === 'members' ? user : null
}
