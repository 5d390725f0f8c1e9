import type { Pool } from 'pg'

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `name`, so that app instances sharing
 * one database never do it at the same time. With `wait: false` it returns `{ ran: false }` at once
 * when another instance holds the lock.
 */
export const withAdvisoryLock = async <T>(
  pool: Pool,
  name: string,
  work: () => Promise<T>,
  { wait = true }: { wait?: boolean } = {},
): Promise<{ ran: true; result: T } | { ran: false }> => {
  const client = await pool.connect()
  try {
    if (wait) {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    } else {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name])
      if (!rows[0]?.locked) return { ran: false }
    }
    try {
      return { ran: true, result: await work() }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name])
    }
  } finally {
    client.release()
  }
}
