'use server'

import { currentMember } from '@/lib/auth/currentUser'
import { rememberCountry } from '@/lib/jobs/listing/rememberCountry'
import { payloadClient } from '@/lib/payload'

/** "Where do you live?" on a signed-in member's profile too, so it follows them to other browsers. */
export async function rememberCountryAction(country: string | null): Promise<{ ok: boolean }> {
  const member = await currentMember()
  if (!member) return { ok: false }
  return rememberCountry(await payloadClient(), member, country)
}
