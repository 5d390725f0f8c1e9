import type { Pool } from 'pg'

import { allowanceLeft } from '@/lib/rateLimit/countUse'
import { postgresLimiter } from '@/lib/rateLimit/postgresLimiter'

/** Document parsing one client address may use: 60 seconds of worker time per 10 minutes. */
export const PARSE_BUDGET_MS = 60_000
const WINDOW_SECONDS = 10 * 60

const budget = (pool: Pool) => postgresLimiter(pool, { name: 'ai-parse-time', points: PARSE_BUDGET_MS, durationSeconds: WINDOW_SECONDS })

/**
 * Whether the address has parse time left. Counted in PostgreSQL (every instance shares it), by
 * time rather than by files: six slow PDFs use up what sixty ordinary resumes would.
 */
export const parseTimeLeft = (pool: Pool, address: string) => allowanceLeft(budget(pool), address)

/** Records the worker time a parse took (whether or not it succeeded). */
export const spendParseTime = async (pool: Pool, address: string, ms: number) => {
  await budget(pool).penalty(address, Math.max(1, Math.round(ms)))
}
