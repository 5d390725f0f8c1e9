import type { Metadata } from 'next'
import Link from 'next/link'

import { MessagePage } from '@/components/layout/MessagePage'
import { buttonClasses } from '@/components/ui/button'
import { confirmContactEmail } from '@/lib/jobs/contactConfirmation'
import { payloadClient } from '@/lib/payload'

export const metadata: Metadata = { title: 'Confirm your email', robots: { index: false } }

export const dynamic = 'force-dynamic'

const TEXTS = {
  confirmed: { heading: 'Your email is confirmed', text: 'We will email you when your job posting has been reviewed.' },
  expired: { heading: 'This link has expired', text: 'Confirmation links work for 7 days. Your posting is still reviewed; post again to get a new link.' },
  invalid: { heading: 'This link is not valid', text: 'The confirmation link is incomplete or was changed.' },
}

/** The link emailed to a job's contact address (GET, like the newsletter's, so it just works). */
export default async function ConfirmContactEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  const { heading, text } = TEXTS[await confirmContactEmail(await payloadClient(), token)]
  return (
    <MessagePage heading={heading} text={text}>
      <Link href="/jobs" className={buttonClasses()}>
        Browse remote jobs
      </Link>
    </MessagePage>
  )
}
