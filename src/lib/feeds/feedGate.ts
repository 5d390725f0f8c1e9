import type { Pool } from 'pg'

import type { LimitOutcome } from '../rateLimit/limitOutcome'
import { consumeLimits, type LimitRule } from '../rateLimit/rateLimit'

/**
 * Whole-board feeds per client address: an aggregator fetches a few times a day; a client asking
 * more is refused rather than streaming the board again and again.
 */
export const FULL_FEED_LIMITS: LimitRule[] = [{ name: 'full-feed-hour', points: 20, durationSeconds: 60 * 60 }]

/** Whole-board feeds streaming at once in this process; more wait their turn (503, Retry-After). */
export const MAX_FEED_STREAMS = 2

export type FeedGate = {
  /** A place for one stream, with the function that frees it; null when every place is taken. */
  open: () => (() => void) | null
  streaming: () => number
}

/** Places for whole-board streams, counted in this process. */
export const feedGate = (places = MAX_FEED_STREAMS): FeedGate => {
  let streaming = 0
  return {
    open: () => {
      if (streaming >= places) return null
      streaming++
      let freed = false
      return () => {
        if (freed) return
        freed = true
        streaming--
      }
    },
    streaming: () => streaming,
  }
}

/** The per-address limit of whole-board feeds. */
export const admitFullFeed = (pool: Pool, address: string): Promise<LimitOutcome> => consumeLimits(pool, FULL_FEED_LIMITS, address)
