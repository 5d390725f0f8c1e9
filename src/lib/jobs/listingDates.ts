const DAY_MS = 86_400_000

/**
 * A new job's posting date when nobody gave one: now. The jobs collection's default for
 * `posted_date` (collections/Jobs), so the one place a new job is dated: a public post may not send
 * one (guardPostedJob refuses it), staff may pick one, imports and the seed give their own.
 */
export const postedNow = () => new Date().toISOString()

/** When a listing posted at `posted` ends: its plan's listing days later. */
export const listingEnds = (posted: Date, days: number) => new Date(posted.getTime() + days * DAY_MS).toISOString()

/**
 * A post held for its address or its payment is dated when it goes live, not when it was sent:
 * confirmed (src/lib/jobs/posting/confirmPost.ts) or paid (src/lib/payments/jobPosts/settleJobPayment.ts).
 */
export const goesLiveAt = (now: Date, days: number) => ({ posted_date: now.toISOString(), expiresAt: listingEnds(now, days) })
