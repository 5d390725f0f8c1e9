import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every committed change to a table that cached pages show is broadcast on the channel
 * `cache_changes` (the table's name as payload), so each app instance renders the affected pages
 * afresh (src/lib/cache). Statement-level: one notification per statement, and PostgreSQL folds
 * repeats within a transaction and delivers them only on commit.
 */
const TABLES = [
  'jobs',
  'companies',
  'visas',
  'guides',
  'resources',
  'resource_categories',
  'posting_plans',
  'site_settings',
  'banking_providers',
  'esim_providers',
  'insurance_providers',
  'hiring_platforms',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION notify_cache_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('cache_changes', TG_TABLE_NAME);
    RETURN NULL;
  END
  $$;
  `)
  for (const table of TABLES) {
    await db.execute(
      sql.raw(`
  DROP TRIGGER IF EXISTS "${table}_cache_change" ON "${table}";
  CREATE TRIGGER "${table}_cache_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
    FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change();
  `),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_cache_change" ON "${table}";`))
  await db.execute(sql`DROP FUNCTION IF EXISTS notify_cache_change();`)
}
