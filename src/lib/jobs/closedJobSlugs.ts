import type { ClientBase } from 'pg'

/**
 * The slugs of every job that closed (deactivated or expired), read in one query: each instance
 * keeps them in memory (src/lib/cache/startCacheSync.ts) so a closed job's page answers 410 Gone
 * without a query per request. About 60 bytes a job.
 */
export const closedJobSlugs = async (client: Pick<ClientBase, 'query'>): Promise<Set<string>> => {
  const { rows } = await client.query<{ slug: string }>(
    'SELECT slug FROM jobs WHERE slug IS NOT NULL AND NOT (is_active AND (expires_at IS NULL OR expires_at > now()))',
  )
  return new Set(rows.map((row) => row.slug))
}
