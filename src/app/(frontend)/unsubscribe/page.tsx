import type { Metadata } from 'next'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string; done?: string; invalid?: string }> }

/** A button, not a link: scanners that open links in emails unsubscribe nobody. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token, done, invalid } = await searchParams
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      {done ? (
        <>
          <h1 className="text-3xl font-bold">You are unsubscribed</h1>
          <p className="text-slate-600">You will no longer receive {done}.</p>
          <Link href="/" className={buttonClasses('outline')}>
            Back to Remote Passport
          </Link>
        </>
      ) : invalid || !token ? (
        <>
          <h1 className="text-3xl font-bold">This unsubscribe link is not valid</h1>
          <p className="text-slate-600">Use the link from your most recent email, or manage your alerts after signing in.</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">Unsubscribe?</h1>
          <p className="text-slate-600">Press the button to stop these emails.</p>
          <form method="post" action={`/api/unsubscribe?token=${encodeURIComponent(token)}`}>
            <input type="hidden" name="from" value="page" />
            <button type="submit" className={buttonClasses('destructive')}>
              Unsubscribe
            </button>
          </form>
        </>
      )}
    </section>
  )
}
