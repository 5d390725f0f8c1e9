import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { selectList } from '@/lib/db/selectList'
import { listedJobsSql } from '@/lib/jobs/listedRule'
import { companies as companiesTable, jobs } from '@/payload-generated-schema'
import type { LinkInput } from '../engine/types'

/** A company a link-check caller sends. */
export type CompanyInput = { id: string | number; name: string; hiringLink: string }

/** Every company's careers link, from the companies collection. */
export const companyLinksFromDatabase = async (pool: Pool): Promise<LinkInput[]> => {
  type Row = { id: number; name: string; hiring_link: string }
  const { rows } = await runSql<Row>(
    pool,
    sql`SELECT ${selectList<Row>({ id: companiesTable.id, name: companiesTable.name, hiring_link: companiesTable.hiringLink })}
          FROM ${companiesTable} ORDER BY ${companiesTable.name}`,
  )
  return rows.map((row) => ({ id: row.id, name: row.name, url: row.hiring_link, type: 'company' }))
}

/**
 * Companies a caller sent: checked as given, and matched to the collection by slug (its public id)
 * or database id with the same careers link, so their records learn the verdict too.
 */
export const companyLinksFromInput = async (
  pool: Pool,
  companies: CompanyInput[],
): Promise<LinkInput[]> => {
  if (!companies.length) return []
  type Row = { id: number; slug: string | null; hiring_link: string }
  const ids = companies.map((company) => String(company.id))
  const { rows } = await runSql<Row>(
    pool,
    sql`SELECT ${selectList<Row>({ id: companiesTable.id, slug: companiesTable.slug, hiring_link: companiesTable.hiringLink })}
          FROM ${companiesTable} WHERE ${companiesTable.slug} = ANY(${sql.param(ids)}::text[]) OR ${companiesTable.id}::text = ANY(${sql.param(ids)}::text[])`,
  )
  return companies.map((company) => {
    const match = rows.find(
      (row) =>
        (row.slug === String(company.id) || String(row.id) === String(company.id)) &&
        row.hiring_link === company.hiringLink,
    )
    return { id: match?.id, name: company.name, url: company.hiringLink, type: 'company' }
  })
}

/** The jobs the public sees (active, not expired): the ones whose apply links matter. */
export const listedJobLinks = async (pool: Pool, now: Date): Promise<LinkInput[]> => {
  type Row = { id: number; job_title: string; company_name: string; job_url: string }
  const { rows } = await runSql<Row>(
    pool,
    sql`SELECT ${selectList<Row>({ id: jobs.id, job_title: jobs.job_title, company_name: jobs.company_name, job_url: jobs.job_url })}
          FROM ${jobs} WHERE ${listedJobsSql(now)} ORDER BY ${jobs.id}`,
  )
  return rows.map((row) => ({
    id: row.id,
    name: `${row.job_title} (${row.company_name})`,
    url: row.job_url,
    type: 'job',
  }))
}
