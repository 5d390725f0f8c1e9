import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: two branches added migrations side by side, and the schema snapshot of the
 * later one lacked the other's changes. This migration's .json snapshot is the merged schema,
 * so the next `npm run migrate:create` compares against the truth.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
