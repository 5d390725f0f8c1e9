'use server'

import { headers } from 'next/headers'

import { subscribeFromSite, type SubscribeAnswer } from '@/lib/newsletter/subscribe'
import { payloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

/** The newsletter form: the same answer whether or not the address was subscribed already. */
export async function subscribeToNewsletter(values: unknown): Promise<SubscribeAnswer> {
  return subscribeFromSite(await payloadClient(), values, clientAddress(await headers()))
}
