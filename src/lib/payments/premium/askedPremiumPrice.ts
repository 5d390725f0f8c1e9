import type Stripe from 'stripe'

import { type AskedPrice, readAskedPrice, signAskedPrice } from '../askedPrice'

/** A member's Premium subscription: a price signed for one member holds for no other. */
const buying = (memberId: number) => `premium-member-${memberId}`

export const signPremiumPrice = (secret: string, memberId: number, price: AskedPrice) => signAskedPrice(secret, buying(memberId), price)

/**
 * The monthly price a member was asked at checkout, signed into the subscription's metadata: the
 * subscription keeps it when an admin changes the Premium plan. Undefined for a subscription begun
 * before prices were signed (what it was sold at is not known here); null when the value is not one.
 */
export const askedPremiumPrice = (secret: string, metadata: Stripe.Metadata | null | undefined, memberId: number): AskedPrice | null | undefined =>
  metadata?.price ? readAskedPrice(secret, buying(memberId), metadata.price) : undefined
