import { NextResponse } from 'next/server'

import { openEmployerLink } from '@/lib/employers/employerLinks'
import { EMPLOYER_COOKIE, employerCookieOptions, employerSessionValue } from '@/lib/employers/employerSession'
import { payloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/site/siteUrl'

/**
 * GET /employer/open?token=…: the link emailed to an employer. A valid link opens a session for its
 * address (a cookie of this site only) and goes on to the job it was sent for, or to the list of
 * jobs; any other lands on /employer, which says why and offers a new link. Opening changes
 * nothing but the session, so a mail scanner that opens it changes nothing for the employer.
 */
export async function GET(request: Request) {
  const payload = await payloadClient()
  const token = new URL(request.url).searchParams.get('token')
  const now = new Date()
  const link = await openEmployerLink(payload, token, now)
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' }
  if (!link.ok) return NextResponse.redirect(`${siteUrl()}/employer?link=${link.reason}`, { status: 303, headers })
  const response = NextResponse.redirect(`${siteUrl()}/employer${link.jobId ? `/jobs/${link.jobId}` : ''}`, { status: 303, headers })
  response.cookies.set(EMPLOYER_COOKIE, employerSessionValue(payload.secret, { email: link.email, linkId: link.linkId }, now), employerCookieOptions(now))
  return response
}
