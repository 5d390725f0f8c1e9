'use server'

import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import type { BillingActionState } from '@/components/payments/BillingButton'
import { currentMember } from '@/lib/auth/currentUser'
import { payloadClient } from '@/lib/payload'
import { ONLINE_UPGRADE_UNAVAILABLE } from '@/lib/payments/premium/premiumTexts'
import { startPremiumCheckout } from '@/lib/payments/premium/startPremiumCheckout'
import { stripePayments } from '@/lib/payments/stripeClient'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

/** "Upgrade to Premium": to Stripe Checkout (or the billing portal for a subscriber), else why not. */
export async function upgradeToPremium(_state: BillingActionState, form: FormData): Promise<BillingActionState> {
  const member = await currentMember()
  if (!member) redirect('/auth?next=/premium')
  const payments = stripePayments()
  if (!payments) return { message: ONLINE_UPGRADE_UNAVAILABLE }
  const result = await startPremiumCheckout(await payloadClient(), payments, member.id, { attempt: form.get('attempt') }, clientAddress(await headers()))
  if (!result.ok) return { message: result.message, attempt: randomUUID() }
  redirect(result.url)
}
