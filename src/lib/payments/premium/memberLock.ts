import type { Payload } from 'payload'

import { withAdvisoryLock } from '../../db/advisoryLock'
import { poolOf } from '../../db/pool'

/**
 * One change to a member's billing at a time, on every instance: Stripe sends a subscription's
 * events at the same moment, and two clicks must not make two customers. What is read from Stripe
 * inside the lock is at least as new as what the previous holder wrote.
 */
export const withMemberBillingLock = async <T>(payload: Payload, memberId: number, work: () => Promise<T>): Promise<T> => {
  const run = await withAdvisoryLock(poolOf(payload), `remote-passport:member-billing:${memberId}`, work)
  if (!run.ran) throw new Error(`member ${memberId}: billing lock not taken`)
  return run.result
}
