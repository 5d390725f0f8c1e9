import { sql, type SQLWrapper } from '@payloadcms/db-postgres/drizzle'

/**
 * A SELECT list named by the row type it fills: each of `Row`'s keys must be given a column or
 * expression, and names its output (`"jobs"."job_url" AS "job_url"`).
 */
export const selectList = <Row>(columns: { [Name in keyof Row & string]: SQLWrapper }) =>
  sql.join(
    Object.entries<SQLWrapper>(columns).map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`),
    sql`, `,
  )
