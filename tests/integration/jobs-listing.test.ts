import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/lib/db/pool'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { listedFavoriteIds } from '@/lib/jobs/listing/favoritesQuery'
import { jobFacets } from '@/lib/jobs/listing/jobFacets'
import { jobsQuery } from '@/lib/jobs/listing/jobsQuery'
import { parseListingParams } from '@/lib/jobs/listing/parseListingParams'

import { createJob, createMember } from '../helpers/fixtures'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
const ids: Record<string, number> = {}
const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString()

const titles = async (query: Record<string, string | string[]>, options: { memberId?: number; pageSize?: number } = {}) => {
  const listing = await jobsQuery(poolOf(payload), parseListingParams(query), options)
  return listing.jobs.map((job) => job.job_title)
}

beforeAll(async () => {
  payload = await startTestPayload()
  const jobs = [
    { job_title: 'React Developer', company_name: 'Zeta Labs', category: 'Engineering', job_type: 'Full-Time', schedule_type: 'Flexible', hiring_locations: ['Worldwide'], education_level: "Bachelor's Degree", experience_level: 'Senior Level', salary_range: '$100,000 - $130,000', posted_date: day(20) },
    { job_title: 'Product Designer', company_name: 'Acme', category: 'Design', job_type: 'Contract', schedule_type: 'Fixed', hiring_locations: ['USA', 'Canada', 'Mexico'], education_level: null, experience_level: 'Mid Level', salary_range: '$60k - $80k', posted_date: day(19), job_description: 'Shape the REACT design system used by millions.' },
    { job_title: 'Support Specialist', company_name: 'Beta Reactors', category: 'Customer Support', job_type: 'Part-Time', schedule_type: 'Time-Zone Overlap', hiring_locations: ['Europe'], education_level: 'High School', experience_level: null, salary_range: 'Not Specified', posted_date: day(18) },
    { job_title: 'Data Analyst', company_name: 'Acme', category: 'Data', job_type: 'Full-Time', schedule_type: 'Flexible', hiring_locations: ['Canada'], education_level: "Master's Degree", experience_level: 'Entry Level', salary_range: null, posted_date: day(17), job_description: 'Growth of 50% each year.' },
    { job_title: 'Marketing Lead', company_name: 'Omega', category: 'Marketing', job_type: 'Full-Time', schedule_type: 'Fixed', hiring_locations: ['UK', 'Germany'], education_level: "Bachelor's Degree", experience_level: 'Lead', salary_range: '€45,000 - €60,000', posted_date: day(16), job_description: 'Own a 500 person community.' },
    { job_title: 'Hidden Inactive React Role', company_name: 'Zeta Labs', category: 'Engineering', job_type: 'Full-Time', schedule_type: 'Flexible', hiring_locations: ['Worldwide'], is_active: false, posted_date: day(21) },
    { job_title: 'Hidden Expired React Role', company_name: 'Zeta Labs', category: 'Engineering', job_type: 'Full-Time', schedule_type: 'Flexible', hiring_locations: ['Worldwide'], expiresAt: '2020-01-01T00:00:00.000Z', salary_range: '$1 - $2', posted_date: day(22) },
  ] as const
  for (const job of jobs) ids[job.job_title] = (await createJob(payload, job as never)).id
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('/jobs search', () => {
  it('is a case-insensitive substring match on title, company and description', async () => {
    expect(await titles({ q: 'react' })).toEqual(['React Developer', 'Product Designer', 'Support Specialist'])
    expect(await titles({ q: 'ACME' })).toEqual(['Product Designer', 'Data Analyst'])
  })

  it('does not match other fields and treats % and _ as text', async () => {
    expect(await titles({ q: 'Engineering' })).toEqual([])
    expect(await titles({ q: '50%' })).toEqual(['Data Analyst'])
    expect(await titles({ q: '5_0' })).toEqual([])
  })
})

describe('/jobs filters', () => {
  it('combine by OR within one filter', async () => {
    expect(await titles({ category: ['Design', 'Data'] })).toEqual(['Product Designer', 'Data Analyst'])
  })

  it('combine by AND across filters', async () => {
    expect(await titles({ company: 'Acme', type: 'Full-Time' })).toEqual(['Data Analyst'])
    expect(await titles({ q: 'react', schedule: ['Fixed', 'Flexible'] })).toEqual(['React Developer', 'Product Designer'])
  })

  it('match a location when any hiring location of the job is chosen', async () => {
    expect(await titles({ location: ['Canada'] })).toEqual(['Product Designer', 'Data Analyst'])
    expect(await titles({ location: ['Germany', 'Worldwide'] })).toEqual(['React Developer', 'Marketing Lead'])
  })

  it('exclude jobs lacking education, experience or salary', async () => {
    expect(await titles({ education: ["Bachelor's Degree", 'High School', 'PhD'] })).toEqual(['React Developer', 'Support Specialist', 'Marketing Lead'])
    expect(await titles({ experience: ['Entry Level', 'Mid Level', 'Senior Level', 'Lead', 'Executive'] })).not.toContain('Support Specialist')
    expect(await titles({ salary: ['$60k - $80k', 'Not Specified'] })).toEqual(['Product Designer', 'Support Specialist'])
  })

  it('never list inactive or expired jobs', async () => {
    const all = await titles({}, { pageSize: 50 })
    expect(all).toHaveLength(5)
    expect(all.join()).not.toMatch(/Hidden/)
  })
})

describe('/jobs sort and pagination', () => {
  it('sorts by most recent, company A-Z, job title A-Z', async () => {
    expect(await titles({})).toEqual(['React Developer', 'Product Designer', 'Support Specialist', 'Data Analyst', 'Marketing Lead'])
    expect(await titles({ sort: 'company' })).toEqual(['Product Designer', 'Data Analyst', 'Support Specialist', 'Marketing Lead', 'React Developer'])
    expect(await titles({ sort: 'title' })).toEqual(['Data Analyst', 'Marketing Lead', 'Product Designer', 'React Developer', 'Support Specialist'])
  })

  it('pages keep the counter true and a page past the end shows the last page', async () => {
    const pool = poolOf(payload)
    const second = await jobsQuery(pool, parseListingParams({ page: '2' }), { pageSize: 2 })
    expect(second).toMatchObject({ matching: 5, page: 2, pageCount: 3 })
    expect(second.jobs).toHaveLength(2)
    expect(second.jobs.map((job) => job.job_title)).toEqual(['Support Specialist', 'Data Analyst'])
    const beyond = await jobsQuery(pool, parseListingParams({ page: '99', company: 'Acme' }), { pageSize: 2 })
    expect(beyond).toMatchObject({ matching: 2, page: 1, pageCount: 1 })
  })

  it('returns card fields only, the hiring locations in order', async () => {
    const { jobs } = await jobsQuery(poolOf(payload), parseListingParams({ q: 'Designer' }))
    expect(jobs[0].hiring_locations).toEqual(['USA', 'Canada', 'Mexico'])
    expect(jobs[0].slug).toMatch(/^product-designer-acme-/)
  })
})

describe('/jobs facets', () => {
  it('come from listed jobs, salary ordered by the first number in its text', async () => {
    const facets = await jobFacets(poolOf(payload))
    expect(facets.salary.map((option) => option.value)).toEqual(['€45,000 - €60,000', '$60k - $80k', '$100,000 - $130,000', 'Not Specified'])
    expect(facets.location.map((option) => option.value)).toEqual(['Worldwide', 'Canada', 'Europe', 'Germany', 'Mexico', 'UK', 'USA'])
    expect(facets.company).toContainEqual({ value: 'Acme', count: 2 })
    expect(facets.category.map((option) => option.value)).toEqual(['Engineering', 'Design', 'Marketing', 'Customer Support', 'Data'])
  })

  it('count within the search and the other filters; a menu\'s own choices do not narrow it', async () => {
    const within = (query: Record<string, string | string[]>) => jobFacets(poolOf(payload), new Date(), parseListingParams(query))
    const design = await within({ category: 'Design' })
    // Only the companies, types and places of Design jobs, each with its count among them.
    expect(design.company).toEqual([{ value: 'Acme', count: 1 }])
    expect(design.type).toEqual([{ value: 'Contract', count: 1 }])
    expect(design.location.map((option) => option.value)).toEqual(['Canada', 'Mexico', 'USA'])
    // The category menu still offers every category: choosing another widens the list.
    expect(design.category.map((option) => option.value)).toEqual(['Engineering', 'Design', 'Marketing', 'Customer Support', 'Data'])
    // Every company a menu offers lists jobs when chosen, as its count says.
    const react = await within({ q: 'react', category: ['Design', 'Customer Support'] })
    for (const { value, count } of react.company) expect(await titles({ q: 'react', category: ['Design', 'Customer Support'], company: value })).toHaveLength(count)
    expect(react.company.map((option) => option.value).sort()).toEqual(['Acme', 'Beta Reactors'])
    expect(react.category).toEqual([
      { value: 'Engineering', count: 1 },
      { value: 'Design', count: 1 },
      { value: 'Customer Support', count: 1 },
    ])
    // Where the seeker lives and their minimum pay narrow every menu too.
    expect((await within({ livesIn: 'CA', minSalary: '70000' })).company).toEqual([
      { value: 'Acme', count: 1 },
      { value: 'Zeta Labs', count: 1 },
    ])
  })
})

describe('/jobs favorites tab', () => {
  it("lists and counts only the member's own listed favorites", async () => {
    const alice = await createMember(payload, 'alice@example.com')
    const bob = await createMember(payload, 'bob@example.com')
    for (const title of ['Data Analyst', 'Hidden Inactive React Role']) {
      await payload.create({ collection: 'favorites', data: { member: alice.id, job: ids[title] } })
    }
    await payload.create({ collection: 'favorites', data: { member: bob.id, job: ids['Marketing Lead'] } })
    expect(await titles({ tab: 'favorites' }, { memberId: alice.id })).toEqual(['Data Analyst'])
    expect(await titles({ tab: 'favorites' }, { memberId: bob.id })).toEqual(['Marketing Lead'])
    expect(await titles({ tab: 'favorites' })).toEqual([])
    const pool = poolOf(payload)
    expect(await listedFavoriteIds(pool, alice.id)).toEqual([ids['Data Analyst']])
    expect(await listedFavoriteIds(pool, bob.id)).toEqual([ids['Marketing Lead']])
  })
})

describe('/jobs letter case', () => {
  it('A-Z orders ignore case, and search folds accented capitals too', async () => {
    for (const job of [
      { job_title: 'aws Engineer', company_name: 'dbt Labs' },
      { job_title: 'ÉTUDES Lead', company_name: 'Écolab' },
    ]) {
      await createJob(payload, { ...job, category: 'Engineering', job_type: 'Full-Time', schedule_type: 'Flexible', hiring_locations: ['Worldwide'], posted_date: day(10) } as never)
    }
    const companies = (await jobsQuery(poolOf(payload), parseListingParams({ sort: 'company' }), { pageSize: 50 })).jobs.map((job) => job.company_name)
    expect(companies.indexOf('dbt Labs')).toBeGreaterThan(companies.indexOf('Beta Reactors'))
    expect(companies.indexOf('dbt Labs')).toBeLessThan(companies.indexOf('Omega'))
    expect((await titles({ sort: 'title' }, { pageSize: 50 }))[0]).toBe('aws Engineer')
    expect(await titles({ q: 'études' })).toEqual(['ÉTUDES Lead'])
    expect(await titles({ q: 'ÉCOLAB' })).toEqual(['ÉTUDES Lead'])
  })

  it('A-Z orders ignore accents too, and a capital never jumps ahead of the alphabet', async () => {
    for (const job_title of ['HR Business Partner', 'Head of Growth', 'Éditor in Chief', 'Zoologist']) {
      await createJob(payload, { job_title, company_name: 'Collation Co', category: 'Other', job_type: 'Full-Time', schedule_type: 'Flexible', hiring_locations: ['Worldwide'], posted_date: day(9) } as never)
    }
    expect(await titles({ sort: 'title', company: 'Collation Co' })).toEqual(['Éditor in Chief', 'Head of Growth', 'HR Business Partner', 'Zoologist'])
    const companies = (await jobsQuery(poolOf(payload), parseListingParams({ sort: 'company' }), { pageSize: 50 })).jobs.map((job) => job.company_name)
    expect(companies.indexOf('Écolab')).toBeLessThan(companies.indexOf('Omega'))
    expect(companies.indexOf('Écolab')).toBeGreaterThan(companies.indexOf('dbt Labs'))
  })
})
