import type { SQLWrapper } from '@payloadcms/db-postgres/drizzle'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { ClientBase, Pool, QueryResultRow } from 'pg'

const dialect = new PgDialect()

/**
 * Runs SQL written with Drizzle against the generated tables (src/payload-generated-schema.ts) on
 * a pg pool or client: one round trip, rows as pg returns them (timestamps as Dates, where
 * Drizzle's own driver would give strings), and usable where no Payload runs (the proxy, the
 * cache listener's connection).
 */
export const runSql = <Row extends QueryResultRow>(database: Pool | ClientBase, statement: SQLWrapper) => {
  const { sql, params } = dialect.sqlToQuery(statement.getSQL())
  return database.query<Row>(sql, params)
}
