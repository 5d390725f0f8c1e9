'use client'

import { manageBilling } from './actions'
import { BillingButton } from './BillingButton'

/** Opens Stripe's customer portal: card, invoices, cancelling. */
export function ManageBillingButton({ variant = 'outline' }: { variant?: 'default' | 'outline' }) {
  return <BillingButton action={manageBilling} label="Manage billing" pendingLabel="Opening billing…" variant={variant} />
}
