import { sql } from '@payloadcms/db-postgres/drizzle'
import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { poolOf } from '@/lib/db/pool'
import { runSql } from '@/lib/db/runSql'
import { jobs } from '@/payload-generated-schema'

/**
 * A new board, or a corrected kind or board id, is read at the next tick of the sync rather than
 * in hours, and without the old board's validators.
 */
export const readSoonWhenNamed: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  const renamed = operation === 'create' || (data.kind !== undefined && data.kind !== originalDoc?.kind) || (data.board !== undefined && data.board !== originalDoc?.board)
  return renamed ? { ...data, nextSyncAt: null, etag: null, lastModified: null } : data
}

/**
 * A hiring system removed from the board takes its imported jobs off the board: nothing would
 * verify them any more. Jobs posted by hand and linked to it stay, as posted.
 */
export const closeJobsOfRemovedSource: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await runSql(
    poolOf(req.payload),
    sql`UPDATE ${jobs} SET ${sql.identifier('is_active')} = CASE WHEN coalesce(${jobs.keepsPostedText}, false) THEN ${jobs.is_active} ELSE false END,
          ${sql.identifier('source_id')} = NULL, ${sql.identifier('last_verified_at')} = NULL, ${sql.identifier('keeps_posted_text')} = false,
          ${sql.identifier('updated_at')} = now()
        WHERE ${jobs.source} = ${Number(id)}`,
  )
}
