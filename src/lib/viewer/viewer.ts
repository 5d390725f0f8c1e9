import type { Payload } from 'payload'

import { COACH_COOKIE, cookieValue, knownVisitorKey } from '@/lib/ai/access/coachSession'
import { interviewMessagesUsed } from '@/lib/ai/access/interviewAllowance'
import { isPremiumVisitor } from '@/lib/ai/access/premiumStatus'
import { tokenExpiry } from '@/lib/auth/tokenExpiry'
import { poolOf } from '@/lib/db/pool'
import { listedFavoriteIds } from '@/lib/jobs/listing/favoritesQuery'

/**
 * Everything a page shows that depends on who is looking: the session (header, session refresh),
 * the member's saved jobs (hearts, the Favorites count), and the AI tools' premium state. Pages are
 * shared by every visitor and cached; the browser asks for this once per page view.
 */
export type Viewer = {
  /** `livesIn`: where a member said they live on /jobs (their profile). */
  account: { collection: 'members' | 'users'; msLeft: number | null; livesIn?: string | null } | null
  favorites: number[]
  premium: boolean
  coachMessagesUsed: number
}

export const viewerFor = async (payload: Payload, headers: Headers, now = new Date()): Promise<Viewer> => {
  const { user } = await payload.auth({ headers })
  const collection = user?.collection === 'users' ? 'users' : user ? 'members' : null
  const memberId = collection === 'members' ? Number(user?.id) : null
  const expiresAt = tokenExpiry(cookieValue(headers.get('cookie'), `${payload.config.cookiePrefix}-token`))
  const [favorites, premium] = await Promise.all([
    memberId ? listedFavoriteIds(poolOf(payload), memberId, now) : [],
    isPremiumVisitor(payload, user),
  ])
  const coachKey = premium ? null : knownVisitorKey(memberId ?? undefined, cookieValue(headers.get('cookie'), COACH_COOKIE), payload.secret)
  const coachMessagesUsed = coachKey ? await interviewMessagesUsed(poolOf(payload), coachKey).catch(() => 0) : 0
  return {
    account: collection
      ? { collection, msLeft: expiresAt === null ? null : expiresAt - now.getTime(), ...(collection === 'members' ? { livesIn: (user as { livesIn?: string | null }).livesIn ?? null } : {}) }
      : null,
    favorites,
    premium,
    coachMessagesUsed,
  }
}
