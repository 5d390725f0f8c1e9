import type { Metadata } from 'next'
import Link from 'next/link'

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
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="text-slate-600">{text}</p>
      <Link href="/jobs" className={buttonClasses()}>
        Browse remote jobs
      </Link>
    </section>
  )
}
