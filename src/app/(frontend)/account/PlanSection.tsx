import Link from 'next/link'

import { Notice } from '@/components/auth/Notice'
import { ManageBillingButton } from '@/components/payments/ManageBillingButton'
import { Badge } from '@/components/ui/badge'
import { planSummary } from '@/lib/payments/premium/planSummary'
import { BILLING_UNAVAILABLE, CHECKOUT_RETURN, type CheckoutReturnState } from '@/lib/payments/premium/premiumTexts'
import type { Member } from '@/payload-types'

type Props = { member: Member; paymentsOn: boolean; everyone: boolean; checkoutReturn: CheckoutReturnState | null; className: string }

/** The member's plan: Free or Premium, until when, a failed payment, and billing or the way to Premium. */
export function PlanSection({ member, paymentsOn, everyone, checkoutReturn, className }: Props) {
  const summary = planSummary(member, new Date(), { everyone })
  return (
    <section aria-labelledby="plan-heading" className={className}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="plan-heading" className="text-xl font-semibold">
          Plan
        </h2>
        <Badge variant={summary.premium ? 'success' : 'secondary'}>{summary.premium ? 'Premium' : 'Free'}</Badge>
      </div>
      {checkoutReturn && (
        <Notice tone={checkoutReturn === 'active' || checkoutReturn === 'confirming' ? 'success' : 'info'}>{CHECKOUT_RETURN[checkoutReturn]}</Notice>
      )}
      <p className="text-sm text-slate-600">{summary.detail}</p>
      {summary.warning && <Notice tone="error">{summary.warning}</Notice>}
      {member.stripeCustomerId && paymentsOn ? (
        <div className="sm:max-w-xs">
          <ManageBillingButton />
        </div>
      ) : member.stripeCustomerId ? (
        <p className="text-sm text-slate-600">{BILLING_UNAVAILABLE}</p>
      ) : (
        !summary.premium && (
          <Link href="/premium" className="inline-block font-medium text-blue-700 underline">
            See what Premium includes
          </Link>
        )
      )}
    </section>
  )
}
