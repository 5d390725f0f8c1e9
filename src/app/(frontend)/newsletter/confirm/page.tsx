import type { Metadata } from 'next'
import Link from 'next/link'

import { MessagePage } from '@/components/layout/MessagePage'
import { buttonClasses } from '@/components/ui/button'
import { confirmSubscription } from '@/lib/newsletter/confirm'
import { payloadClient } from '@/lib/payload'

export const metadata: Metadata = { title: 'Newsletter subscription', robots: { index: false } }

export const dynamic = 'force-dynamic'

const TEXTS = {
  confirmed: { heading: 'You are subscribed!', text: 'Your email is confirmed. The weekly Remote Passport digest of new remote jobs will arrive every week.' },
  expired: { heading: 'This link has expired', text: 'Confirmation links work for 48 hours. Subscribe again and we will send you a new one.' },
  invalid: { heading: 'This link is not valid', text: 'The confirmation link is incomplete or was changed. Subscribe again and we will send you a new one.' },
}

export default async function ConfirmNewsletterPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  const outcome = await confirmSubscription(await payloadClient(), token)
  const { heading, text } = TEXTS[outcome]
  return (
    <MessagePage heading={heading} text={text}>
      <Link href="/jobs" className={buttonClasses()}>
        Browse remote jobs
      </Link>
    </MessagePage>
  )
}
