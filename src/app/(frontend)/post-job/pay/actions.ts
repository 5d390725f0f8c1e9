'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import type { BillingActionState } from '@/components/payments/BillingButton'
import { payloadClient } from '@/lib/payload'
import { payForPost } from '@/lib/payments/jobPosts/payablePost'
import { stripePayments } from '@/lib/payments/stripeClient'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

/** "Continue to Payment" on the pay page: off to a new Stripe Checkout page, or back with why not. */
export async function payForPostAction(_state: BillingActionState, form: FormData): Promise<BillingActionState> {
  const token = form.get('token')
  const answer = await payForPost(await payloadClient(), stripePayments(), typeof token === 'string' ? token : undefined, clientAddress(await headers()))
  if (!answer.ok) return { message: answer.message }
  redirect(answer.url)
}
