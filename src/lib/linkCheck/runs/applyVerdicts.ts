import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { companies as companiesTable, enum_companies_link_status, enum_jobs_link_status, jobs as jobsTable } from '@/payload-generated-schema'
import type { LinkResult } from '../engine/types'

const byType = (results: LinkResult[], type: LinkResult['type']) =>
  results.filter(
    (result): result is LinkResult & { id: number } =>
      result.type === type && typeof result.id === 'number',
  )

/** A column as the target of UPDATE … SET, which takes its bare name. */
const target = (column: { name: string }) => sql.identifier(column.name)

/** The verdicts as rows v(id, status, reason), for UPDATE … FROM. */
const verdictRows = (results: Array<LinkResult & { id: number }>) =>
  sql`unnest(${sql.param(results.map((result) => result.id))}::int[], ${sql.param(results.map((result) => result.status))}::text[],
             ${sql.param(results.map((result) => result.reason))}::text[]) AS v(id, status, reason)`

/**
 * Writes a conclusive run's verdicts onto the jobs and companies checked, in one statement each.
 * A job's streak of broken runs grows with each broken verdict and ends with a valid one; blocked,
 * unknown and TLS verdicts prove nothing either way and leave it as it was.
 */
export const applyVerdicts = async (pool: Pool, results: LinkResult[], checkedAt: Date) => {
  const jobs = byType(results, 'job')
  const companies = byType(results, 'company')
  if (jobs.length) {
    const failures = sql`coalesce(${jobsTable.consecutiveFailures}, 0)`
    await runSql(
      pool,
      sql`UPDATE ${jobsTable} SET
            ${target(jobsTable.linkStatus)} = v.status::${sql.identifier(enum_jobs_link_status.enumName)},
            ${target(jobsTable.linkCheckReason)} = v.reason,
            ${target(jobsTable.lastCheckedAt)} = ${checkedAt},
            ${target(jobsTable.consecutiveFailures)} = CASE v.status
              WHEN 'broken' THEN ${failures} + 1 WHEN 'valid' THEN 0 ELSE ${failures} END
          FROM ${verdictRows(jobs)}
         WHERE ${jobsTable.id} = v.id`,
    )
  }
  if (companies.length) {
    await runSql(
      pool,
      sql`UPDATE ${companiesTable} SET
            ${target(companiesTable.linkStatus)} = v.status::${sql.identifier(enum_companies_link_status.enumName)},
            ${target(companiesTable.linkCheckReason)} = v.reason,
            ${target(companiesTable.lastCheckedAt)} = ${checkedAt}
          FROM ${verdictRows(companies)}
         WHERE ${companiesTable.id} = v.id`,
    )
  }
}

/** Jobs of this run that are broken now and have been for `runs` runs in a row. */
export const jobsBrokenForRuns = async (pool: Pool, jobIds: number[], runs: number): Promise<number[]> => {
  if (!jobIds.length) return []
  const { rows } = await runSql<{ id: number }>(
    pool,
    sql`SELECT ${jobsTable.id} AS id FROM ${jobsTable}
         WHERE ${jobsTable.id} = ANY(${sql.param(jobIds)}::int[]) AND ${jobsTable.is_active}
           AND ${jobsTable.linkStatus} = 'broken' AND ${jobsTable.consecutiveFailures} >= ${runs}`,
  )
  return rows.map((row) => row.id)
}
