import type { Metadata } from 'next'
import Link from 'next/link'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { everyVisitorIsPremium } from '@/lib/ai/access/premiumStatus'
import { currentUser } from '@/lib/auth/currentUser'
import { payloadClient } from '@/lib/payload'
import { premiumCheckoutReturn } from '@/lib/payments/premium/checkoutReturn'
import { CHECKOUT_RETURN_PARAM } from '@/lib/payments/premium/startPremiumCheckout'
import { stripePayments } from '@/lib/payments/stripeClient'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

import { ChangeEmailForm } from './ChangeEmailForm'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DeleteAccountForm } from './DeleteAccountForm'
import { PlanSection } from './PlanSection'

export const metadata: Metadata = { title: 'Your account', robots: { index: false } }

const sectionClass = 'space-y-4 rounded-xl border border-slate-200 p-6'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * A member's account: their plan and billing, email and password, their saved things, and
 * deleting it all. Stripe Checkout returns here with the session's id (`?session_id=cs_…`).
 */
export default async function AccountPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await currentUser()
  const sessionId = (await searchParams)[CHECKOUT_RETURN_PARAM]
  // Signed out on the way back from Checkout: sign in, then back to what the payment did.
  const back = typeof sessionId === 'string' ? `/account?${CHECKOUT_RETURN_PARAM}=${encodeURIComponent(sessionId)}` : '/account'
  if (user?.collection !== 'members') redirect(user ? '/admin' : `/auth?next=${encodeURIComponent(back)}`)
  const payload = await payloadClient()
  const payments = stripePayments()
  const checkoutReturn = payments && typeof sessionId === 'string' ? await premiumCheckoutReturn(payload, payments, user.id, sessionId, clientAddress(await headers())) : null
  // Read after the return brought the plan up to date; billing fields are not in the session's user.
  const [member, everyone] = await Promise.all([payload.findByID({ collection: 'members', id: user.id, depth: 0, overrideAccess: true }), everyVisitorIsPremium(payload)])
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
        <p className="break-words text-slate-600">
          Signed in as <strong>{user.email}</strong>. Your <Link href="/jobs?tab=favorites" className="font-medium text-blue-700 underline">favorite jobs</Link> and{' '}
          <Link href="/alerts" className="font-medium text-blue-700 underline">job alerts</Link> are a click away.
        </p>
      </div>
      <PlanSection member={member} paymentsOn={payments !== null} everyone={everyone} checkoutReturn={checkoutReturn} className={sectionClass} />
      <section aria-labelledby="email-heading" className={sectionClass}>
        <h2 id="email-heading" className="text-xl font-semibold">Email</h2>
        <p className="text-sm text-slate-600">We send a link to the new address; your email changes once you open it. Your current address is told too.</p>
        <ChangeEmailForm pendingEmail={user.pendingEmail ?? null} />
      </section>
      <section aria-labelledby="password-heading" className={sectionClass}>
        <h2 id="password-heading" className="text-xl font-semibold">Password</h2>
        <p className="text-sm text-slate-600">Changing it signs you out everywhere else.</p>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="delete-heading" className={`${sectionClass} border-red-200`}>
        <h2 id="delete-heading" className="text-xl font-semibold text-red-800">Delete my account</h2>
        <p className="text-sm text-slate-600">
          This deletes your account, your favorite jobs, your job alerts and your newsletter subscription for good. Jobs you posted stay on the board.
        </p>
        <DeleteAccountForm />
      </section>
    </div>
  )
}
