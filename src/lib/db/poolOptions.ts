import type { PoolConfig } from 'pg'

/**
 * A dead or stuck database must give a fast error, never a hung request: connecting gives up
 * after 2 s and a query after QUERY_TIMEOUT_MS.
 */
export const poolOptions = (env = process.env): PoolConfig => ({
  connectionString: env.DATABASE_URL,
  max: Number(env.DB_POOL_MAX || 10),
  connectionTimeoutMillis: 2000,
  idleTimeoutMillis: 30_000,
  query_timeout: Number(env.QUERY_TIMEOUT_MS || 15_000),
  statement_timeout: Number(env.QUERY_TIMEOUT_MS || 15_000),
})
