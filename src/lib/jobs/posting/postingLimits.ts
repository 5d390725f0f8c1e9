import type { LimitRule } from '../../rateLimit/rateLimit'
import { retryAfterText } from '../../rateLimit/rateLimit'

/** Job posts per client address: enough for any employer, too few for a spammer. */
export const JOB_POST_LIMITS: LimitRule[] = [
  { name: 'job-post-hour', points: 5, durationSeconds: 60 * 60 },
  { name: 'job-post-day', points: 20, durationSeconds: 24 * 60 * 60 },
]

export const tooManyPostsMessage = (retryAfterSeconds: number) =>
  `Too many job posts from your network. Please try again in ${retryAfterText(retryAfterSeconds)}.`

export const DUPLICATE_JOB_URL = 'This job is already listed: an active job has the same job URL.'
