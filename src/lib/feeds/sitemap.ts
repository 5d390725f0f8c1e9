import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { selectList } from '@/lib/db/selectList'
import { listedJobsSql } from '@/lib/jobs/listedRule'
import { companies, jobs } from '@/payload-generated-schema'
import { xmlText } from './xml'

/** Jobs per sitemap file: under the protocol's 50,000 URLs (and 50 MB), and quick to build. */
export const JOBS_PER_SITEMAP = 10_000

/** The site's pages that are not guides (every published guide is listed from the collection). */
export const SITEMAP_PAGES = [
  '/',
  '/jobs',
  '/companies',
  '/submit-job',
  '/post-job',
  '/resume-builder',
  '/cover-letter-generator',
  '/interview-coach',
  '/linkedin-optimizer',
  '/premium',
] as const

export type SitemapUrl = { loc: string; lastmod?: Date | string | null }

const lastmod = (value: SitemapUrl['lastmod']) => (value ? `<lastmod>${new Date(value).toISOString()}</lastmod>` : '')

export const urlset = (urls: SitemapUrl[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `<url><loc>${xmlText(url.loc)}</loc>${lastmod(url.lastmod)}</url>`).join('\n')}
</urlset>
`

export const sitemapIndex = (sitemaps: SitemapUrl[]) => `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemaps.map((sitemap) => `<sitemap><loc>${xmlText(sitemap.loc)}</loc>${lastmod(sitemap.lastmod)}</sitemap>`).join('\n')}
</sitemapindex>
`

type UrlRow = { slug: string; updated_at: Date }

/**
 * When a job's page last changed or was last confirmed true: its last edit, or the last sync that
 * saw an imported job open at its hiring system, whichever is later.
 */
const jobLastmod = sql`GREATEST(${jobs.updatedAt}, ${jobs.lastVerifiedAt})`

/** The sitemap files of /sitemap.xml: pages, companies, and the listed jobs in chunks. */
export const sitemapFiles = async (pool: Pool, site: string, now: Date = new Date()): Promise<SitemapUrl[]> => {
  const [{ rows: listed }, { rows: directory }] = await Promise.all([
    runSql<{ n: string; updated: Date | null }>(pool, sql`SELECT count(*) AS n, max(${jobLastmod}) AS updated FROM ${jobs} WHERE ${listedJobsSql(now)}`),
    runSql<{ updated: Date | null }>(pool, sql`SELECT max(${companies.updatedAt}) AS updated FROM ${companies}`),
  ])
  const chunks = Math.ceil(Number(listed[0]?.n ?? 0) / JOBS_PER_SITEMAP)
  return [
    { loc: `${site}/sitemaps/pages.xml` },
    { loc: `${site}/sitemaps/companies.xml`, lastmod: directory[0]?.updated },
    ...Array.from({ length: chunks }, (_, index) => ({ loc: `${site}/sitemaps/jobs-${index + 1}.xml`, lastmod: listed[0]?.updated })),
  ]
}

export const companyUrls = async (pool: Pool, site: string): Promise<SitemapUrl[]> => {
  const { rows } = await runSql<UrlRow>(
    pool,
    sql`SELECT ${selectList<UrlRow>({ slug: companies.slug, updated_at: companies.updatedAt })} FROM ${companies}
         WHERE ${companies.slug} IS NOT NULL ORDER BY ${companies.slug}`,
  )
  return rows.map((row) => ({ loc: `${site}/company/${encodeURIComponent(row.slug)}`, lastmod: row.updated_at }))
}

/** Listed jobs of chunk `n` (1-based), in id order so a job stays in its file. */
export const jobUrls = async (pool: Pool, site: string, n: number, now: Date = new Date()): Promise<SitemapUrl[]> => {
  const { rows } = await runSql<UrlRow>(
    pool,
    sql`SELECT ${jobs.slug} AS slug, ${jobLastmod} AS updated_at FROM ${jobs} WHERE ${listedJobsSql(now)}
         ORDER BY ${jobs.id} LIMIT ${JOBS_PER_SITEMAP} OFFSET ${(n - 1) * JOBS_PER_SITEMAP}`,
  )
  return rows.map((row) => ({ loc: `${site}/jobs/${encodeURIComponent(row.slug)}`, lastmod: row.updated_at }))
}
