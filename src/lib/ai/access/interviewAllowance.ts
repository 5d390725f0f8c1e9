import type { Pool } from 'pg'

import { FREE_INTERVIEW_MESSAGES } from '../limits'
import { countUse, usesSoFar } from '../../rateLimit/countUse'
import { postgresLimiter } from '../../rateLimit/postgresLimiter'

const THIRTY_DAYS = 60 * 60 * 24 * 30

/**
 * The free interview messages, counted on the server per member or per signed visitor cookie. Part
 * of the product, so RATE_LIMIT_MULTIPLIER does not raise them.
 */
const allowanceCounter = (pool: Pool) =>
  postgresLimiter(pool, { name: 'coach-free', points: FREE_INTERVIEW_MESSAGES, durationSeconds: THIRTY_DAYS, scaled: false })

export const takeInterviewMessage = async (pool: Pool, visitorKey: string) =>
  countUse(allowanceCounter(pool), visitorKey)

export const interviewMessagesUsed = async (pool: Pool, visitorKey: string) =>
  usesSoFar(allowanceCounter(pool), visitorKey)
