import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '../../db/runSql'
import { posting_credits } from '../../../payload-generated-schema'

const usable = (email: string, now: Date) =>
  sql`lower(${posting_credits.email}) = lower(${email}) AND ${posting_credits.postsUsed} < ${posting_credits.postsTotal} AND ${posting_credits.expiresAt} > ${now}`

/**
 * The bundle an address would post from next: the one that runs out first, with posts left. Read
 * under the employer page's lock, and used only once the post is stored (takeCredit).
 */
export const creditFor = async (pool: Pool, email: string, now = new Date()) => {
  const { rows } = await runSql<{ id: number; left: number; until: Date }>(
    pool,
    sql`SELECT ${posting_credits.id} AS id, (${posting_credits.postsTotal} - ${posting_credits.postsUsed})::int AS left,
      ${posting_credits.expiresAt} AS until FROM ${posting_credits} WHERE ${usable(email, now)}
      ORDER BY ${posting_credits.expiresAt} LIMIT 1`,
  )
  return rows[0] ?? null
}

/** Takes one post from a bundle, if it still has one: false when another post took the last. */
export const takeCredit = async (pool: Pool, id: number, now = new Date()) => {
  const { rowCount } = await runSql(
    pool,
    sql`UPDATE ${posting_credits} SET posts_used = posts_used + 1, updated_at = ${now}
      WHERE ${posting_credits.id} = ${id} AND ${posting_credits.postsUsed} < ${posting_credits.postsTotal} AND ${posting_credits.expiresAt} > ${now}`,
  )
  return rowCount === 1
}
