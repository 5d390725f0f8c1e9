import type { Pool } from 'pg'

import { FREE_INTERVIEW_MESSAGES } from '../limits'
import { countUse, usesSoFar } from '../../rateLimit/countUse'
import { postgresCounter } from './postgresCounter'

const THIRTY_DAYS = 60 * 60 * 24 * 30

/** The free interview messages, counted on the server per member or per signed visitor cookie. */
const allowanceCounter = (pool: Pool) =>
  postgresCounter(pool, 'coach-free', FREE_INTERVIEW_MESSAGES, THIRTY_DAYS)

export const takeInterviewMessage = async (pool: Pool, visitorKey: string) =>
  countUse(allowanceCounter(pool), visitorKey)

export const interviewMessagesUsed = async (pool: Pool, visitorKey: string) =>
  usesSoFar(allowanceCounter(pool), visitorKey)
