'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { currentMember } from '@/lib/auth/currentUser'
import { SESSION_ENDED } from '@/lib/auth/messages'
import { payloadClient } from '@/lib/payload'
import { openBillingPortal } from '@/lib/payments/premium/billingPortal'
import { BILLING_UNAVAILABLE } from '@/lib/payments/premium/premiumTexts'
import { stripePayments } from '@/lib/payments/stripeClient'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

import type { BillingActionState } from './BillingButton'

/** "Manage billing": to Stripe's customer portal for the signed-in member, else why not. */
export async function manageBilling(): Promise<BillingActionState> {
  const member = await currentMember()
  if (!member) return { message: SESSION_ENDED }
  const payments = stripePayments()
  if (!payments) return { message: BILLING_UNAVAILABLE }
  const result = await openBillingPortal(await payloadClient(), payments, member.id, clientAddress(await headers()))
  if (!result.ok) return { message: result.message }
  redirect(result.url)
}
