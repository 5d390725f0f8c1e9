import { randomUUID } from 'node:crypto'

import type { Metadata } from 'next'
import Link from 'next/link'

import { Notice } from '@/components/auth/Notice'
import { BillingButton } from '@/components/payments/BillingButton'
import { ManageBillingButton } from '@/components/payments/ManageBillingButton'
import { buttonClasses } from '@/components/ui/button'
import { everyVisitorIsPremium, memberHasPremium } from '@/lib/ai/access/premiumStatus'
import { currentUser } from '@/lib/auth/currentUser'
import { payloadClient } from '@/lib/payload'
import { FREE_PLAN_FEATURES, formatMonthlyPrice, loadPremiumPlan } from '@/lib/payments/premium/premiumPlan'
import {
  billingDate,
  CHECKOUT_CANCELED,
  EVERYONE_PREMIUM_NOW,
  ONLINE_UPGRADE_UNAVAILABLE,
  SIGN_IN_TO_UPGRADE,
  TEAM_EMAIL,
} from '@/lib/payments/premium/premiumTexts'
import { hasLiveSubscription } from '@/lib/payments/premium/subscriptionPlan'
import { stripePayments } from '@/lib/payments/stripeClient'
import { pageOpenGraph } from '@/lib/site/openGraph'
import type { Member } from '@/payload-types'

import { upgradeToPremium } from './actions'
import { PlanCard } from './PlanCard'

export const metadata: Metadata = {
  title: 'Premium: the full AI career tools',
  description: 'Free or Premium: full optimized resumes, complete cover letters, the LinkedIn optimizer and unlimited interview practice, billed monthly.',
  openGraph: pageOpenGraph({ title: 'Remote Passport Premium', description: 'The full AI career tools for remote job seekers, billed monthly. Cancel any time.' }),
}

type Visitor = { kind: 'anonymous' } | { kind: 'staff' } | { kind: 'member'; member: Member }

/** What the Premium card offers this visitor: checkout, billing, or why there is nothing to buy. */
function PremiumAction({ visitor, everyone, paymentsOn }: { visitor: Visitor; everyone: boolean; paymentsOn: boolean }) {
  const member = visitor.kind === 'member' ? visitor.member : null
  const manage = member?.stripeCustomerId && paymentsOn && hasLiveSubscription(member) ? <ManageBillingButton /> : null
  const note = (text: React.ReactNode) => <p className="text-sm text-slate-600">{text}</p>
  if (everyone) return manage ?? note('Open to every visitor for now: nothing to pay.')
  if (visitor.kind === 'staff') return note('Staff accounts have Premium already.')
  if (member && memberHasPremium(member)) {
    return (
      <>
        {note(member.premiumUntil ? `You have Premium, paid through ${billingDate(member.premiumUntil)}.` : 'You have Premium.')}
        {manage}
      </>
    )
  }
  if (manage) return manage
  if (!paymentsOn) return note(ONLINE_UPGRADE_UNAVAILABLE)
  if (!member) {
    return (
      <>
        <Link href="/auth?next=/premium" className={buttonClasses('default', 'default', 'w-full')}>
          Upgrade to Premium
        </Link>
        {note(SIGN_IN_TO_UPGRADE)}
      </>
    )
  }
  return <BillingButton action={upgradeToPremium} label="Upgrade to Premium" pendingLabel="Opening secure checkout…" attempt={randomUUID()} />
}

/** Free and Premium side by side; who is looking decides the button, so it is rendered per request. */
export default async function PremiumPage({ searchParams }: { searchParams: Promise<{ checkout?: string | string[] }> }) {
  const payload = await payloadClient()
  const [{ checkout }, plan, everyone, user] = await Promise.all([searchParams, loadPremiumPlan(payload), everyVisitorIsPremium(payload), currentUser()])
  const visitor: Visitor =
    user?.collection === 'members'
      ? { kind: 'member', member: await payload.findByID({ collection: 'members', id: user.id, depth: 0, overrideAccess: true }) }
      : user
        ? { kind: 'staff' }
        : { kind: 'anonymous' }
  const paymentsOn = stripePayments() !== null
  const member = visitor.kind === 'member' ? visitor.member : null
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
      <header className="space-y-3 text-center">
        <h1 className="text-4xl font-bold tracking-tight">Remote Passport {plan.name}</h1>
        <p className="mx-auto max-w-2xl text-lg text-slate-600">
          {everyone
            ? 'Full results from every AI career tool, open to every visitor for now.'
            : `Full results from every AI career tool for ${formatMonthlyPrice(plan.monthlyPrice)} a month. Cancel any time.`}
        </p>
      </header>
      <div className="space-y-3" aria-live="polite">
        {checkout === 'canceled' && <Notice tone="info">{CHECKOUT_CANCELED}</Notice>}
        {everyone && <Notice tone="success">{EVERYONE_PREMIUM_NOW}</Notice>}
        {!everyone && !paymentsOn && (
          <Notice tone="info">
            {ONLINE_UPGRADE_UNAVAILABLE} Write to{' '}
            <a href={`mailto:${TEAM_EMAIL}?subject=Premium`} className="font-medium underline">
              {TEAM_EMAIL}
            </a>{' '}
            and we will set Premium up on your account.
          </Notice>
        )}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard name="Free" monthlyPrice={0} features={FREE_PLAN_FEATURES}>
          <p className="text-sm text-slate-600">
            {everyone ? 'Always included.' : member && !memberHasPremium(member) ? 'Your plan.' : visitor.kind === 'anonymous' ? 'With a free account, or none at all.' : 'Always included.'}
          </p>
        </PlanCard>
        <PlanCard name={plan.name} monthlyPrice={plan.monthlyPrice} features={plan.features} featured badge="Full results">
          <PremiumAction visitor={visitor} everyone={everyone} paymentsOn={paymentsOn} />
        </PlanCard>
      </div>
      {paymentsOn && !everyone && (
        <p className="text-center text-sm text-slate-600">
          Payments are handled by Stripe; we never see your card.{' '}
          {member && (
            <Link href="/account" className="font-medium text-blue-700 underline">
              Your plan and billing
            </Link>
          )}
        </p>
      )}
    </div>
  )
}
