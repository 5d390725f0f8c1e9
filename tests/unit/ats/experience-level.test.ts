import { describe, expect, it } from 'vitest'

import { experienceLevelOf, experienceLevelOfTitle } from '@/lib/ats/experienceLevel'

import {
  personioJobs,
  recruiteeJobs,
  smartRecruitersJobs,
  workableJobs,
} from '../../helpers/atsSampleJobs'

describe("the API's field", () => {
  it.each([
    ['internship', 'Entry Level'],
    ['entry_level', 'Entry Level'],
    ['Entry level', 'Entry Level'],
    ['entry-level', 'Entry Level'],
    ['student', 'Entry Level'],
    ['associate', 'Mid Level'],
    ['Associate', 'Mid Level'],
    ['mid_level', 'Mid Level'],
    ['mid_senior_level', 'Mid Level'],
    ['Mid-Senior level', 'Mid Level'],
    ['experienced', 'Mid Level'],
    ['manager', 'Lead'],
    ['director', 'Executive'],
    ['executive', 'Executive'],
  ])('%s → %s (title silent)', (experience, expected) => {
    expect(experienceLevelOf(experience, 'Account Manager')).toBe(expected)
  })

  it('lets the title choose within "mid-senior" and "experienced", not override a field that names one level', () => {
    expect(experienceLevelOf('mid_senior_level', 'Senior Support Engineer')).toBe('Senior Level')
    expect(experienceLevelOf('experienced', 'Staff Software Engineer, Data Platform')).toBe('Lead')
    expect(experienceLevelOf('entry_level', 'Senior Support Engineer')).toBe('Entry Level')
  })

  it('falls to the title when it says nothing', () => {
    for (const silent of [null, '', 'Not Applicable', 'unspecified'])
      expect(experienceLevelOf(silent, 'Senior Engineer')).toBe('Senior Level')
  })
})

describe('the title', () => {
  it.each([
    ['Junior Sales Manager', 'Entry Level'],
    ['Jr. Developer', 'Entry Level'],
    ['Graduate Engineer', 'Entry Level'],
    ['Data Science Intern | Fully Remote US', 'Entry Level'],
    ['Senior Support Engineer', 'Senior Level'],
    ['Sr Designer', 'Senior Level'],
    ['Mid-Level Developer', 'Mid Level'],
    ['Lead Engineer', 'Lead'],
    ['Principal Customer Success Manager', 'Lead'],
    ['Staff Software Engineer', 'Lead'],
    ['Head of Platform Sales, AUNZ', 'Lead'],
    ['VP Engineering', 'Executive'],
    ['Director of IT', 'Executive'],
    ['Chief Technology Officer', 'Executive'],
    ['Senior Director, Sales', 'Executive'],
  ])('%s → %s', (title, expected) => {
    expect(experienceLevelOfTitle(title)).toBe(expected)
  })

  it('is null otherwise, never guessed', () => {
    for (const title of [
      'Engineering Manager',
      'Client Support Analyst I',
      'Lead Generation Specialist',
      'Staff Accountant',
      'Chief of Staff',
      '(Senior) Financial Accountant (f/m/d)',
      'Product Designer',
    ]) {
      expect(experienceLevelOfTitle(title)).toBeNull()
    }
  })
})

describe('the shared samples', () => {
  it('reads SmartRecruiters, Workable, Recruitee and Personio seniorities', () => {
    expect(
      smartRecruitersJobs('smartrecruiters/hirevue-postings-remote-3.json').map((job) =>
        experienceLevelOf(job.experience, job.title),
      ),
    ).toEqual(['Entry Level', 'Mid Level', 'Mid Level'])
    expect(
      workableJobs('workable/crewai-widget-details-4.json').map((job) =>
        experienceLevelOf(job.experience, job.title),
      ),
    ).toEqual(['Mid Level', 'Mid Level', 'Mid Level', 'Senior Level'])
    expect(
      workableJobs('workable/zaelab-widget-per-location-2.json').map((job) =>
        experienceLevelOf(job.experience, job.title),
      ),
    ).toEqual([null, null])
    expect(
      recruiteeJobs('recruitee/espeo-offers-trimmed-3.json').map((job) =>
        experienceLevelOf(job.experience, job.title),
      ),
    ).toEqual([null, null, 'Senior Level'])
    const personio = personioJobs('personio/demo-account-positions-11.xml')
    const level = (title: string) => {
      const job = personio.find((one) => one.title === title)!
      return experienceLevelOf(job.experience, job.title)
    }
    expect(level('General Application')).toBe('Entry Level')
    expect(level('Social Media (Working Student)')).toBe('Entry Level')
    expect(level('Webdesigner')).toBe('Mid Level')
  })
})
