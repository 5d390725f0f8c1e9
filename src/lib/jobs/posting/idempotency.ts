import type { Pool } from 'pg'

export type StoredAnswer = { status: number; body: unknown }

const WAIT_MS = 10_000
const POLL_MS = 200

/**
 * Runs `work` once per idempotency key: a double click or a retried request gets the first
 * answer instead of a second job. Only successes are kept; after a failure (bad input, too many
 * posts) the same key may try again.
 */
export const once = async (pool: Pool, key: string, work: () => Promise<StoredAnswer>): Promise<StoredAnswer> => {
  const claimed = await pool.query('INSERT INTO idempotency_keys (key) VALUES ($1) ON CONFLICT (key) DO NOTHING', [key])
  if (claimed.rowCount === 1) {
    let answer: StoredAnswer
    try {
      answer = await work()
    } catch (error) {
      await pool.query('DELETE FROM idempotency_keys WHERE key = $1', [key])
      throw error
    }
    if (answer.status >= 200 && answer.status < 300) {
      await pool.query('UPDATE idempotency_keys SET status = $2, response = $3 WHERE key = $1', [key, answer.status, JSON.stringify(answer.body)])
    } else {
      await pool.query('DELETE FROM idempotency_keys WHERE key = $1', [key])
    }
    return answer
  }
  // Another request with this key is running or done: wait for its answer.
  const deadline = Date.now() + WAIT_MS
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ status: number | null; response: unknown }>('SELECT status, response FROM idempotency_keys WHERE key = $1', [key])
    if (!rows.length) return once(pool, key, work)
    if (rows[0].status) return { status: rows[0].status, body: rows[0].response }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return { status: 409, body: { errors: [{ message: 'This request is still being processed. Please try again in a moment.' }] } }
}

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/
