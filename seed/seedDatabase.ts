import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import { parseCompaniesCsv } from '../src/lib/companies/parseCompaniesCsv'
import { demoJobsFromSeed, type DemoJobSeed } from './demoJobs'
import { seedGuideContent } from './seedGuides'

const seedDir = path.dirname(fileURLToPath(import.meta.url))
const context = { disableRevalidate: true, seeding: true }

const readSeed = (file: string) => readFile(path.join(seedDir, file), 'utf8')

type Options = {
  /** Load the demo jobs too (the embedded database, or SEED_DEMO=1). */
  demo: boolean
  /** Only fill collections that are empty (what a start does); otherwise add what is missing. */
  onlyEmpty?: boolean
  now?: Date
}

type Report = Record<string, number>

/** Loads seed/ into the database. Idempotent: a second run adds nothing. */
export const seedDatabase = async (payload: Payload, { demo, onlyEmpty = false, now = new Date() }: Options) => {
  const report: Report = {}
  const isEmpty = async (collection: 'companies' | 'posting-plans' | 'jobs') =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

  const freshDatabase = await isEmpty('companies')

  if (!onlyEmpty || (await isEmpty('companies'))) {
    report.companies = await seedCompanies(payload)
  }
  if (!onlyEmpty || (await isEmpty('posting-plans'))) {
    report['posting-plans'] = await seedPostingPlans(payload)
  }
  if (demo && (!onlyEmpty || (freshDatabase && (await isEmpty('jobs'))))) {
    report['demo jobs'] = await seedDemoJobs(payload, now)
  }
  Object.assign(report, await seedGuideContent(payload, { onlyEmpty }))
  const added = Object.entries(report).filter(([, count]) => count > 0)
  if (added.length) payload.logger.info(`Seeded ${added.map(([name, count]) => `${count} ${name}`).join(', ')}`)
  return report
}

const seedCompanies = async (payload: Payload) => {
  const rows = parseCompaniesCsv(await readSeed('companies.csv'))
  const existing = await payload.find({ collection: 'companies', limit: 0, pagination: false, depth: 0, select: { slug: true } })
  const known = new Set(existing.docs.map((doc) => doc.slug))
  let added = 0
  for (const row of rows) {
    if (known.has(row.id)) continue
    const { id, ...fields } = row
    await payload.create({ collection: 'companies', data: { ...fields, slug: id }, context })
    known.add(id)
    added++
  }
  return added
}

const seedPostingPlans = async (payload: Payload) => {
  const plans = JSON.parse(await readSeed('posting-plans.json')) as Array<{ name: string }>
  let added = 0
  for (const plan of plans) {
    const { totalDocs } = await payload.count({ collection: 'posting-plans', where: { name: { equals: plan.name } } })
    if (totalDocs) continue
    await payload.create({ collection: 'posting-plans', data: { ...plan, _status: 'published' } as never, context })
    added++
  }
  return added
}

const seedDemoJobs = async (payload: Payload, now: Date) => {
  const seeds = JSON.parse(await readSeed('demo-jobs.json')) as DemoJobSeed[]
  let added = 0
  for (const job of demoJobsFromSeed(seeds, now)) {
    const { totalDocs } = await payload.count({ collection: 'jobs', where: { job_url: { equals: job.job_url } } })
    if (totalDocs) continue
    await payload.create({ collection: 'jobs', data: job, context })
    added++
  }
  return added
}

/** Removes every demo job (and the favorites that point at them). */
export const removeDemoJobs = async (payload: Payload) => {
  const demo = { isDemo: { equals: true } }
  const jobs = await payload.find({ collection: 'jobs', where: demo, limit: 0, pagination: false, depth: 0, select: {} })
  const ids = jobs.docs.map((doc) => doc.id)
  if (ids.length) await payload.delete({ collection: 'favorites', where: { job: { in: ids } } })
  const { docs } = await payload.delete({ collection: 'jobs', where: demo, context })
  return docs.length
}
