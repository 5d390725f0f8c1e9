import pg from 'pg'

const TIMEOUT_MS = 2000

let pool: pg.Pool | null = null

/**
 * Readiness: the database answers SELECT 1 within 2 s. A small pool of its own, so a probe never
 * waits behind the app's queries and never needs Payload to boot.
 */
export const databaseReady = async (connectionString = process.env.DATABASE_URL): Promise<{ ok: boolean; error?: string }> => {
  if (!connectionString) return { ok: false, error: 'DATABASE_URL is not set' }
  if (!pool) {
    pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: TIMEOUT_MS, query_timeout: TIMEOUT_MS, idleTimeoutMillis: 10_000 })
    pool.on('error', () => {}) // an idle client lost with the server: the next probe reconnects
  }
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      pool.query('SELECT 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out after 2 s')), TIMEOUT_MS)
      }),
    ])
    return { ok: true }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}
