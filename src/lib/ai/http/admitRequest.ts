import type { PayloadRequest } from 'payload'

import { poolOf } from '@/lib/db/pool'

import { limitByAddress } from '../access/limitByAddress'
import { isPremiumVisitor } from '../access/premiumStatus'
import type { AiContext } from './aiContext'
import { tooManyRequests } from './responses'

export type Admitted = { response: null; user: PayloadRequest['user'] | null; premium: boolean }

/**
 * The gate of every AI endpoint: the per-address rate limit, then who is asking and whether they
 * get the premium results. A refused request comes back as the response to send.
 */
export const admitRequest = async (
  context: AiContext,
  request: Request,
  endpoint: string,
): Promise<Admitted | { response: Response }> => {
  const limit = await limitByAddress({ pool: poolOf(context.payload), logger: context.payload.logger }, endpoint, request.headers)
  if (!limit.allowed) return { response: tooManyRequests(limit.retryAfterSeconds) }
  const { user } = await context.payload.auth({ headers: request.headers })
  return {
    response: null,
    user: user ?? null,
    premium: await isPremiumVisitor(context.payload, user),
  }
}
