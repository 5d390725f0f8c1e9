import type { Metadata } from 'next'
import Link from 'next/link'

import { MessagePage } from '@/components/layout/MessagePage'
import { buttonClasses } from '@/components/ui/button'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string; done?: string; invalid?: string }> }

/** A button, not a link: scanners that open links in emails unsubscribe nobody. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token, done, invalid } = await searchParams
  if (done) {
    return (
      <MessagePage heading="You are unsubscribed" text={`You will no longer receive ${done}.`}>
        <Link href="/" className={buttonClasses('outline')}>
          Back to Remote Passport
        </Link>
      </MessagePage>
    )
  }
  if (invalid || !token) {
    return <MessagePage heading="This unsubscribe link is not valid" text="Use the link from your most recent email, or manage your alerts after signing in." />
  }
  return (
    <MessagePage heading="Unsubscribe?" text="Press the button to stop these emails.">
      <form method="post" action={`/api/unsubscribe?token=${encodeURIComponent(token)}`}>
        <input type="hidden" name="from" value="page" />
        <button type="submit" className={buttonClasses('destructive')}>
          Unsubscribe
        </button>
      </form>
    </MessagePage>
  )
}
