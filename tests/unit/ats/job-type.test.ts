import { describe, expect, it } from 'vitest'

import { jobTypeOf, jobTypeOfEmployment, jobTypeOfTitle } from '@/lib/ats/jobType'

import {
  ashbyJobs,
  leverJobs,
  personioJobs,
  recruiteeJobs,
  smartRecruitersJobs,
  workableJobs,
} from '../../helpers/atsSampleJobs'

describe('the employment type as APIs write it', () => {
  it.each([
    ['FullTime', 'Full-Time'],
    ['Full-Time', 'Full-Time'],
    ['Full-time', 'Full-Time'],
    ['fulltime_permanent', 'Full-Time'],
    ['Permanent', 'Full-Time'],
    ['Regular Full Time (Salary)', 'Full-Time'],
    ['permanent full-time', 'Full-Time'],
    ['full-or-part-time', 'Full-Time'],
    ['PartTime', 'Part-Time'],
    ['part-time', 'Part-Time'],
    ['permanent part-time', 'Part-Time'],
    ['Regular Part Time (Hourly)', 'Part-Time'],
    ['Contract', 'Contract'],
    ['Contractor', 'Contract'],
    ['freelance', 'Contract'],
    ['Temporary', 'Contract'],
    ['Intern', 'Internship'],
    ['Internship', 'Internship'],
    ['intern part-time', 'Internship'],
  ])('%s → %s', (employmentType, expected) => {
    expect(jobTypeOfEmployment(employmentType)).toBe(expected)
  })

  it('is null when it names no type', () => {
    for (const unknown of [null, '', '  ', 'Other', 'Flexible'])
      expect(jobTypeOfEmployment(unknown)).toBeNull()
  })
})

describe('the title', () => {
  it.each([
    ['Learning Course Instructor (part-time) - Remote', 'Part-Time'],
    ['Community Intern (Reedsy Learning) - Remote', 'Internship'],
    ['Executive Assistant (9 month contract)', 'Contract'],
    ['Recruitment Manager - Technology (12 month contract)', 'Contract'],
    ['Freelance Copywriter', 'Contract'],
    ['Social Media (Working Student)', 'Part-Time'],
    ['Customer Support (Full-Time)', 'Full-Time'],
  ])('%s → %s', (title, expected) => {
    expect(jobTypeOfTitle(title)).toBe(expected)
  })

  it('does not read a type from words that only look like one', () => {
    for (const title of [
      'Contract Manager',
      'Contracts Counsel',
      'Internal Audit Lead',
      'International Sales',
      'Senior Engineer',
    ])
      expect(jobTypeOfTitle(title)).toBeNull()
  })

  it('comes after the API, except an internship or contract it names', () => {
    expect(jobTypeOf('FullTime', 'Engineer (Part-Time)')).toBe('Full-Time')
    expect(jobTypeOf(null, 'Engineer (Part-Time)')).toBe('Part-Time')
    expect(jobTypeOf('Part-time', 'Data Science Intern | Fully Remote US')).toBe('Internship')
    expect(jobTypeOf('Full-time', 'Executive Assistant (9 month contract)')).toBe('Contract')
    expect(jobTypeOf(null, 'Engineer')).toBeNull()
  })
})

describe('the shared samples', () => {
  it("reads each ATS's own words", () => {
    expect(
      ashbyJobs('ashby/reedsy-job-board-18-2025.json').map((job) =>
        jobTypeOf(job.employmentType, job.title),
      ),
    ).toEqual(expect.arrayContaining(['Full-Time', 'Part-Time', 'Internship']))
    const reedsy = ashbyJobs('ashby/reedsy-job-board-18-2025.json')
    const intern = reedsy.find((job) => job.title.startsWith('Growth Marketing Intern'))!
    expect(jobTypeOf(intern.employmentType, intern.title)).toBe('Internship')
    expect(
      leverJobs('lever/leverdemo-postings-6.json').map((job) =>
        jobTypeOf(job.employmentType, job.title),
      ),
    ).toEqual(['Full-Time', 'Full-Time', null, null, null, null])
    expect(
      leverJobs('lever/peopleai-postings-remote-4.json').map((job) =>
        jobTypeOf(job.employmentType, job.title),
      ),
    ).toEqual(['Full-Time', 'Full-Time', 'Full-Time', 'Contract'])
    expect(
      recruiteeJobs('recruitee/espeo-offers-trimmed-3.json').map((job) =>
        jobTypeOf(job.employmentType, job.title),
      ),
    ).toEqual(['Contract', 'Contract', 'Contract'])
    expect(
      recruiteeJobs('recruitee/aikido-offers-3.json').map((job) =>
        jobTypeOf(job.employmentType, job.title),
      ),
    ).toEqual(['Full-Time', 'Full-Time', 'Full-Time'])
    expect(
      smartRecruitersJobs('smartrecruiters/hirevue-postings-remote-3.json').map((job) =>
        jobTypeOf(job.employmentType, job.title),
      ),
    ).toEqual(['Internship', 'Full-Time', 'Full-Time'])
    expect(
      workableJobs('workable/crewai-widget-details-4.json').every(
        (job) => jobTypeOf(job.employmentType, job.title) === 'Full-Time',
      ),
    ).toBe(true)
    const personio = personioJobs('personio/demo-account-positions-11.xml')
    expect(personio.map((job) => jobTypeOf(job.employmentType, job.title))).toEqual([
      'Full-Time',
      'Full-Time',
      'Full-Time',
      'Full-Time',
      'Full-Time',
      'Full-Time',
      'Full-Time',
      'Full-Time',
      'Full-Time',
      'Internship',
      'Full-Time',
    ])
  })
})
