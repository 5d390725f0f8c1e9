import { describe, expect, it } from 'vitest'

import { jobFitText } from '@/lib/jobs/listing/jobFitText'

const job = {
  salary_range: '€45,000 - €60,000',
  salary_min_usd: 51_750,
  salary_max_usd: 69_000,
  tz_min_offset: -1,
  tz_max_offset: 3,
  open_worldwide: false,
  eligible_countries: ['DE', 'PT'],
}
const winter = new Date('2026-01-15T12:00:00Z')

describe("a card's answers to \"can I take this job?\"", () => {
  it('says whether it is open to where the seeker lives, by name', () => {
    expect(jobFitText(job, { livesIn: 'PT', tz: null }, winter).openTo).toBe('Open to you')
    expect(jobFitText(job, { livesIn: 'US', tz: null }, winter).openTo).toBe('Not open to residents of United States')
    expect(jobFitText({ ...job, open_worldwide: true, eligible_countries: [] }, { livesIn: 'US', tz: null }, winter).openTo).toBe('Open to you')
    expect(jobFitText(job, { livesIn: null, tz: null }, winter).openTo).toBeNull()
  })

  it('gives yearly dollars beside another currency or period, not beside dollars a year', () => {
    expect(jobFitText(job, { livesIn: null, tz: null }, winter).salaryUsd).toBe('≈ $52k–69k/yr')
    expect(jobFitText({ ...job, salary_range: '$80k - $100k', salary_min_usd: 80_000, salary_max_usd: 100_000 }, { livesIn: null, tz: null }, winter).salaryUsd).toBeNull()
    expect(jobFitText({ ...job, salary_range: '$40/hr', salary_min_usd: 83_200, salary_max_usd: 83_200 }, { livesIn: null, tz: null }, winter).salaryUsd).toBe('≈ $83k/yr')
  })

  it("counts the hours shared with the seeker's zone, or names the zones it hires in", () => {
    expect(jobFitText(job, { livesIn: null, tz: 'America/New_York' }, winter).hours).toBe('4 h overlap with your working day')
    expect(jobFitText(job, { livesIn: null, tz: 'Europe/Lisbon' }, winter).hours).toBe('8 h overlap with your working day')
    expect(jobFitText(job, { livesIn: null, tz: null }, winter).hours).toBe('Hires in UTC−1 to UTC+3')
    expect(jobFitText({ ...job, tz_min_offset: null, tz_max_offset: null }, { livesIn: null, tz: 'Europe/Lisbon' }, winter).hours).toBeNull()
  })
})
