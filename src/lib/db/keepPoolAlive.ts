import type { Payload } from 'payload'

import { poolOf } from './pool'

/**
 * pg's pool emits 'error' when an idle connection dies (the database restarted or went away); with
 * no listener that crashes the process. Log it instead: the next query opens a new connection.
 */
export const keepPoolAlive = (payload: Payload) => {
  const pool = poolOf(payload)
  if (!pool || pool.listenerCount('error') > 0) return
  pool.on('error', (error) => payload.logger.warn(`PostgreSQL connection lost: ${error.message}`))
}

/** Lets go of Payload's database connections (Payload's destroy() leaves the pool open). */
export const closePayload = async (payload: Payload) => {
  const pool = poolOf(payload)
  await payload.destroy()
  if (pool && !pool.ended) void pool.end().catch(() => {})
}
