import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: the link checker's migration was written beside others. This migration's
 * .json snapshot is the merged schema, so the next `npm run migrate:create` compares against it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
