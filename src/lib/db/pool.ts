import type { Payload } from 'payload'
import type { Pool } from 'pg'

/** The pg pool behind Payload's Postgres adapter, for locks and hand-written SQL. */
export const poolOf = (payload: Payload): Pool => (payload.db as unknown as { pool: Pool }).pool
