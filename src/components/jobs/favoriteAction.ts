'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { currentUser } from '@/lib/auth/currentUser'
import { safeReturnPath } from '@/lib/auth/returnPath'
import { payloadClient } from '@/lib/payload'

/** The page the heart was pressed on (the Referer, when it is this site's), else /jobs. */
const pressedOn = async () => {
  const request = await headers()
  try {
    const referer = new URL(request.get('referer') ?? '')
    if (referer.host !== request.get('host')) return '/jobs'
    return safeReturnPath(`${referer.pathname}${referer.search}`) ?? '/jobs'
  } catch {
    return '/jobs'
  }
}

/**
 * The heart pressed before JavaScript runs (or without it): the page cannot know whether the job
 * is saved, so the press saves it and shows the member's favorites, where it is listed (each heart
 * there removes its job and comes back). A visitor is sent to sign in and back to the page; a staff
 * account, which has no favorites, back to the page. The collection's access and hooks apply as for
 * the REST calls the heart makes with JavaScript.
 */
export async function favoriteFromForm(form: FormData): Promise<void> {
  const back = await pressedOn()
  const user = await currentUser()
  if (!user) redirect(`/auth?next=${encodeURIComponent(back)}`)
  if (user.collection !== 'members') redirect(back)
  const job = Number(form.get('job'))
  if (!Number.isSafeInteger(job) || job < 1) redirect(back)
  const payload = await payloadClient()
  if (form.get('intent') === 'remove') {
    await payload.delete({
      collection: 'favorites',
      where: { job: { equals: job } },
      user,
      overrideAccess: false,
    })
    redirect(back)
  }
  // Saved already (the unique member–job pair), or a job that is gone: the list says which.
  await payload
    .create({
      collection: 'favorites',
      data: { job, member: user.id },
      user,
      overrideAccess: false,
      depth: 0,
    })
    .catch(() => null)
  redirect('/jobs?tab=favorites')
}
