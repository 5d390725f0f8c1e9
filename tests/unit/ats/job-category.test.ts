import { describe, expect, it } from 'vitest'

import { jobCategoryOf } from '@/lib/ats/jobCategory'
import { JOB_CATEGORIES } from '@/lib/jobs/options'

import {
  ashbyJobs,
  greenhouseJobs,
  recruiteeJobs,
  sourceJob,
  workableJobs,
} from '../../helpers/atsSampleJobs'
import { sampleJson } from '../../helpers/atsHeldOutSamples'

describe('the department', () => {
  it.each([
    ['Engineering', 'Engineering'],
    ['Product Design', 'Design'],
    ['Marketing', 'Marketing'],
    ['Sales - International', 'Sales'],
    ['Customer Success ', 'Customer Support'],
    ['Support', 'Customer Support'],
    ['Data Science', 'Data'],
    ['Operations', 'Operations'],
    ['Product', 'Product'],
    ['Finance', 'Finance'],
    ['6480 Internal Audit', 'Finance'],
    ['People', 'HR'],
    ['Talent Acquisition', 'HR'],
    ['Legal', 'Legal'],
    ['EMEA - Commercial', 'Sales'],
    ['1185 Account Executives (EMEA)', 'Sales'],
  ])('%s → %s', (department, expected) => {
    expect(jobCategoryOf(department, 'Specialist')).toBe(expected)
  })

  it('comes before the title', () => {
    expect(jobCategoryOf('Marketing', 'Software Engineer')).toBe('Marketing')
  })

  it('lets the title choose when it names two categories', () => {
    expect(jobCategoryOf('Product and Tech', 'Staff Software Engineer, Data Platform')).toBe(
      'Engineering',
    )
    expect(jobCategoryOf('Product and Tech', 'Product Manager')).toBe('Product')
    expect(jobCategoryOf('Sales Operations', 'Sales Strategy Partner')).toBe('Sales')
  })
})

describe('the title, when the department says nothing', () => {
  it.each([
    ['Senior Backend Engineer', 'Engineering'],
    ['Customer Support Engineer', 'Customer Support'],
    ['Solutions Engineer', 'Sales'],
    ['Product Designer', 'Design'],
    ['Webdesigner', 'Design'],
    ['Product Marketing Manager', 'Marketing'],
    ['Senior Product Manager', 'Product'],
    ['Data Analyst', 'Data'],
    ['Account Executive, AI Sales', 'Sales'],
    ['Staff Accountant', 'Finance'],
    ['Technical Recruiter', 'HR'],
    ['Corporate Counsel', 'Legal'],
    ['Executive Assistant', 'Operations'],
  ])('%s → %s', (title, expected) => {
    expect(jobCategoryOf(null, title)).toBe(expected)
  })

  it('is null when nothing matches, never Other', () => {
    for (const [department, title] of [
      [null, 'Engagement Manager'],
      ['1098 Project Elsewhere', 'Specialist'],
      ['Delivery\u200b', 'Consultant'],
      [null, ''],
    ]) {
      expect(jobCategoryOf(department, title)).toBeNull()
    }
  })
})

describe('the shared samples', () => {
  it("every category it gives is one of the board's, and never Other", () => {
    const stripe = sampleJson('greenhouse/stripe-departments-trimmed.json').departments as Array<{
      name: string
      jobs: Array<{ title: string }>
    }>
    const found = stripe.flatMap((department) => [
      jobCategoryOf(department.name, null),
      ...department.jobs.map((job) => jobCategoryOf(department.name, job.title)),
    ])
    for (const category of found) if (category) expect(JOB_CATEGORIES).toContain(category)
    expect(found).not.toContain('Other')
  })

  it('reads named departments and titles', () => {
    const stripe = sampleJson('greenhouse/stripe-departments-trimmed.json').departments as Array<{
      name: string
    }>
    const of = (name: string) =>
      jobCategoryOf(stripe.find((department) => department.name === name)!.name, null)
    expect(of('1110 New Business Sales')).toBe('Sales')
    expect(of('1340 Customer Success Management')).toBe('Customer Support')
    expect(of('2314 Performance Marketing')).toBe('Marketing')
    expect(of('2210 Business Operations')).toBe('Operations')
    expect(of('2222 Corporate Development')).toBeNull()
    const gitlab = greenhouseJobs('greenhouse/gitlab-jobs-content-remote-2.json')
    expect(gitlab.map((job) => jobCategoryOf(job.department, job.title))).toEqual([
      'Sales',
      'Engineering',
    ])
    const reedsy = ashbyJobs('ashby/reedsy-job-board-18-2025.json')
    expect(new Set(reedsy.map((job) => jobCategoryOf(job.department, job.title)))).toEqual(
      new Set(['Operations', 'Marketing', 'Engineering', 'HR']),
    )
    expect(
      workableJobs('workable/crewai-widget-details-4.json').map((job) =>
        jobCategoryOf(job.department, job.title),
      ),
    ).toEqual(['Customer Support', 'Customer Support', 'Engineering', 'Customer Support'])
    expect(
      recruiteeJobs('recruitee/espeo-offers-trimmed-3.json').map((job) =>
        jobCategoryOf(job.department, job.title),
      ),
    ).toEqual(['Operations', 'Sales', 'Engineering'])
    expect(jobCategoryOf(sourceJob().department, sourceJob().title)).toBe('Engineering')
  })
})
