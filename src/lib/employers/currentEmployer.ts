import { cookies } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload'
import { EMPLOYER_COOKIE, readEmployerSession } from './employerSession'

/** The employer signed in on this request (by a link emailed to their address), read once per render. */
export const currentEmployer = cache(async () => readEmployerSession(await payloadClient(), (await cookies()).get(EMPLOYER_COOKIE)?.value))
