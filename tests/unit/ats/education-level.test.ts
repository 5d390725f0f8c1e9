import { describe, expect, it } from 'vitest'

import { educationLevelOf } from '@/lib/ats/educationLevel'

import { recruiteeJobs, workableJobs } from '../../helpers/atsSampleJobs'

describe("the API's education field", () => {
  it.each([
    ["Bachelor's Degree", "Bachelor's Degree"],
    ['bachelor_degree', "Bachelor's Degree"],
    ["Master's Degree", "Master's Degree"],
    ['master_degree', "Master's Degree"],
    ['Doctorate', 'PhD'],
    ['PhD', 'PhD'],
    ['Associate Degree', 'Associate Degree'],
    ['associate_degree', 'Associate Degree'],
    ['High School or equivalent', 'High School'],
    ['high_school', 'High School'],
    ['Vocational - HS Diploma', 'High School'],
    ['Not required', 'Not Required'],
  ])('%s → %s', (education, expected) => {
    expect(educationLevelOf(education)).toBe(expected)
  })

  it('is null when unspecified or when the board has no level for it', () => {
    for (const education of [
      null,
      '',
      'Unspecified',
      'Not Applicable',
      'vocational',
      'Certification',
      'Professional',
      'Some College Coursework Completed',
      'Some High School Coursework',
    ]) {
      expect(educationLevelOf(education)).toBeNull()
    }
  })
})

describe('the shared samples', () => {
  it("Workable's education and Recruitee's education_code", () => {
    expect(
      workableJobs('workable/vasion-widget-details-2.json').map((job) =>
        educationLevelOf(job.education),
      ),
    ).toEqual(["Bachelor's Degree", null])
    expect(
      workableJobs('workable/crewai-widget-details-4.json').map((job) =>
        educationLevelOf(job.education),
      ),
    ).toEqual([null, null, null, null])
    expect(
      recruiteeJobs('recruitee/aikido-offers-3.json').map((job) => educationLevelOf(job.education)),
    ).toEqual(["Bachelor's Degree", "Bachelor's Degree", 'High School'])
    expect(
      recruiteeJobs('recruitee/acme-sanitized-offers-2.json').map((job) =>
        educationLevelOf(job.education),
      ),
    ).toEqual([null, null])
  })
})
