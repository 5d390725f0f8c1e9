import Link from 'next/link'
import type { Metadata } from 'next'

import { poolOf } from '@/lib/db/pool'
import { freePlacesLeft, launchSpecialLimit } from '@/lib/jobs/posting/launchSpecial'
import { payloadClient } from '@/lib/payload'
import { stripePayments } from '@/lib/payments/stripeClient'

import { EmployerPosting } from './EmployerPosting'
import { pageOpenGraph } from '@/lib/site/openGraph'

export const metadata: Metadata = {
  title: 'Hire Remote Talent: Post a Job',
  description: 'Post your remote job to Remote Passport: plans from $69, every posting reviewed within 24 hours.',
  openGraph: pageOpenGraph({ title: 'Hire remote talent with Remote Passport', description: 'Plans from $69. Reviewed within 24 hours.' }),
}

/** The three promises; the second says when a post is listed, as the site's settings decide it. */
const benefits = (listedAtOnce: boolean) => [
  { title: 'Reach remote-first talent', text: 'Job seekers come here for remote work only, from every time zone.' },
  listedAtOnce
    ? { title: 'Listed at once, reviewed within 24 hours', text: 'Your post goes live once confirmed or paid; a moderator then checks it, so candidates trust what they read.' }
    : { title: 'Reviewed within 24 hours', text: 'A moderator checks every posting before it is listed, so candidates trust what they read.' },
  { title: 'Links that keep working', text: 'We check apply links daily and retire dead postings, so yours stands out.' },
]

export default async function PostJobPage() {
  const payload = await payloadClient()
  const [{ docs: plans }, limit, settings] = await Promise.all([
    payload.find({ collection: 'posting-plans', sort: 'sortOrder', limit: 10, depth: 0, overrideAccess: false }),
    launchSpecialLimit(payload),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  const placesLeft = await freePlacesLeft(poolOf(payload), limit)
  const payments = Boolean(stripePayments())
  // With payments off every employer post waits for the invoice and a moderator (submitEmployerJob).
  const listedAtOnce = payments && settings.moderationMode !== 'approval-first'
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 sm:px-6">
      <header className="space-y-4 text-center">
        <h1 className="text-4xl font-bold tracking-tight">Hire the Best Remote Talent Worldwide</h1>
        <p className="mx-auto max-w-2xl text-lg text-slate-600">
          Post your fully remote role where remote job seekers look first, and hire from anywhere.
        </p>
        <p className="text-sm text-slate-600">
          Posted here before?{' '}
          <Link href="/employer" className="font-medium text-blue-700 hover:underline">
            Manage your job posts
          </Link>
          : edit, close, renew, and see views and Apply clicks.
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-3">
        {benefits(listedAtOnce).map((benefit) => (
          <li key={benefit.title} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
            <h2 className="font-semibold">{benefit.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{benefit.text}</p>
          </li>
        ))}
      </ul>
      {limit > 0 &&
        (placesLeft > 0 ? (
          <div role="note" className="rounded-xl bg-amber-100 p-5 text-center text-amber-950">
            <p className="text-lg font-semibold">Launch Special: First {limit} employers post FREE!</p>
            <p className="text-sm">{`${placesLeft} of ${limit} free places left.`}</p>
          </div>
        ) : (
          <div role="note" className="rounded-xl bg-slate-100 p-5 text-center text-slate-800">
            <p className="font-semibold">{`The Launch Special is over: ${limit === 1 ? 'its free place is' : `all ${limit} free places are`} taken.`}</p>
            <p className="text-sm">Choose a plan below for your post.</p>
          </div>
        ))}
      <EmployerPosting
        plans={plans.map((plan) => ({ id: plan.id, name: plan.name, price: plan.price, popular: Boolean(plan.popular), features: plan.features ?? [] }))}
        placesLeft={placesLeft}
        payments={payments}
      />
    </div>
  )
}
