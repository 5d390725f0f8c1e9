import { cookies } from 'next/headers'

import { currentUser } from '@/lib/auth/currentUser'
import { poolOf } from '@/lib/db/pool'
import { payloadClient } from '@/lib/payload'

import { COACH_COOKIE, knownVisitorKey } from './coachSession'
import { interviewMessagesUsed } from './interviewAllowance'
import { isPremiumVisitor } from './premiumStatus'

/** For a tool page: whether this visitor gets premium results (the endpoints decide the same way). */
export const pagePremium = async () => isPremiumVisitor(await payloadClient(), await currentUser())

/** For the coach page: premium, and the free messages already used by this member or cookie. */
export const coachPageState = async () => {
  const payload = await payloadClient()
  const user = await currentUser()
  const premium = await isPremiumVisitor(payload, user)
  if (premium) return { premium, used: 0 }
  const memberId = user?.collection === 'members' ? user.id : undefined
  const key = knownVisitorKey(memberId, (await cookies()).get(COACH_COOKIE)?.value, payload.secret)
  const used = key ? await interviewMessagesUsed(poolOf(payload), key).catch(() => 0) : 0
  return { premium, used }
}
