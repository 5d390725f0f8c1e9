import { describe, expect, it } from 'vitest'

import { UNSTATED_REMOTE_LOCATION } from '@/lib/ats/hiringLocations'
import {
  jobFieldsOf,
  SKIP_REASON_LABELS,
  SKIP_REASONS,
  roleFingerprint,
  type ImportedJobFields,
} from '@/lib/ats/jobFields'
import { EDUCATION_LEVELS, EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_TYPES } from '@/lib/jobs/options'
import { readSalaryText } from '@/lib/money/salaryText'

import {
  ashbyJobs,
  greenhouseJobs,
  leverJobs,
  personioJobs,
  recruiteeJobs,
  smartRecruitersJobs,
  sourceJob,
  workableJobs,
} from '../../helpers/atsSampleJobs'

const NOW = new Date('2026-11-27T12:00:00.000Z')
const ACME = { name: 'Acme' }

const fieldsOf = (job: Parameters<typeof jobFieldsOf>[0]): ImportedJobFields => {
  const result = jobFieldsOf(job, ACME, NOW)
  if (!result.ok) throw new Error(`skipped: ${result.skip} (${result.detail})`)
  return result.fields
}

describe('a remote role', () => {
  it('becomes the fields of a job, unknown facts null', () => {
    const result = jobFieldsOf(
      sourceJob({
        title: '  Senior   Backend Engineer ',
        companyName: 'ACME Holdings GmbH',
        descriptionHtml: '<p>Build things.</p><ul><li>Go</li></ul>',
        locations: ['Remote - EMEA'],
        department: '2000 Engineering',
        employmentType: 'FullTime',
        pay: { min: 90_000, max: 120_000, currency: 'EUR', interval: 'year' },
        applyUrl: ' https://jobs.ashbyhq.com/acme/1/application ',
        postedAt: '2026-11-20T09:30:00+01:00',
      }),
      ACME,
      NOW,
    )
    expect(result).toEqual({
      ok: true,
      workplace: 'remote',
      fields: {
        job_title: 'Senior Backend Engineer',
        company_name: 'Acme',
        job_description: 'Build things.\n\n• Go',
        job_type: 'Full-Time',
        schedule_type: null,
        category: 'Engineering',
        experience_level: 'Senior Level',
        education_level: null,
        hiring_locations: ['EMEA'],
        salary_range: 'EUR 90,000–120,000 per year',
        posted_date: '2026-11-20T08:30:00.000Z',
        job_url: 'https://jobs.ashbyhq.com/acme/1/application',
      },
    })
  })

  it('cuts a long title at a word, within 150 characters', () => {
    const title = `Remote ${'Platform '.repeat(30)}Engineer`
    const { job_title } = fieldsOf(sourceJob({ title, workplace: 'remote' }))
    expect(job_title.length).toBeLessThanOrEqual(150)
    expect(job_title).toMatch(/^Remote Platform .*Platform…$/)
  })

  it('dates it by postedAt, else updatedAt, else now, never in the future', () => {
    const remote = { workplace: 'remote' as const }
    expect(fieldsOf(sourceJob({ ...remote, updatedAt: '2026-10-01T00:00:00Z' })).posted_date).toBe(
      '2026-10-01T00:00:00.000Z',
    )
    expect(
      fieldsOf(sourceJob({ ...remote, postedAt: 'not a date', updatedAt: '2026-10-01T00:00:00Z' }))
        .posted_date,
    ).toBe('2026-10-01T00:00:00.000Z')
    expect(fieldsOf(sourceJob(remote)).posted_date).toBe(NOW.toISOString())
    expect(fieldsOf(sourceJob({ ...remote, postedAt: '2027-01-01T00:00:00Z' })).posted_date).toBe(
      NOW.toISOString(),
    )
  })

  it('never leaves hiring_locations empty, nor guesses Worldwide', () => {
    expect(fieldsOf(sourceJob({ locations: ['Remote'] })).hiring_locations).toEqual([
      UNSTATED_REMOTE_LOCATION,
    ])
  })
})

describe('skipped roles', () => {
  it.each([
    [sourceJob({ workplace: 'hybrid' }), 'hybrid'],
    [sourceJob({ locations: ['Remote'], title: 'Engineer (Hybrid)' }), 'hybrid'],
    [sourceJob({ workplace: 'onsite', locations: ['Chicago, IL'] }), 'on-site'],
    [sourceJob({ locations: ['Berlin'] }), 'not said to be remote'],
    [sourceJob({ workplace: 'remote', title: '   ' }), 'no title'],
    [sourceJob({ workplace: 'remote', applyUrl: '' }), 'no apply link'],
    [sourceJob({ workplace: 'remote', applyUrl: 'javascript:alert(1)' }), 'no apply link'],
    [sourceJob({ workplace: 'remote', applyUrl: '/jobs/1' }), 'no apply link'],
    [
      sourceJob({ workplace: 'remote', applyUrl: `https://example.com/${'a'.repeat(500)}` }),
      'no apply link',
    ],
  ])('%# is skipped as %s', (job, skip) => {
    const result = jobFieldsOf(job, ACME, NOW)
    expect(result).toMatchObject({ ok: false, skip })
    expect(result.ok === false && result.detail.length > 0).toBe(true)
  })

  it('every reason has a label for the admin view', () => {
    expect(SKIP_REASONS.map((reason) => SKIP_REASON_LABELS[reason])).toEqual([
      'Hybrid',
      'On-site',
      'Not said to be remote',
      'No title',
      'No apply link',
    ])
  })
})

describe('the fingerprint', () => {
  const job = sourceJob({ workplace: 'remote', locations: ['Remote - US'], descriptionText: 'Hello' })

  it('is a sha256 of what the source says, its dates left out', () => {
    expect(roleFingerprint(job)).toMatch(/^[0-9a-f]{64}$/)
    expect(roleFingerprint({ ...job, postedAt: '2020-01-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' })).toBe(roleFingerprint(job))
    expect(roleFingerprint({ ...job, descriptionText: 'Hello!' })).not.toBe(roleFingerprint(job))
    expect(roleFingerprint({ ...job, locations: ['Remote - Canada'] })).not.toBe(roleFingerprint(job))
    expect(roleFingerprint({ ...job, pay: { min: 1000, max: 2000, currency: 'USD', interval: 'month' } })).not.toBe(roleFingerprint(job))
    expect(roleFingerprint({ ...job, title: `${job.title} II` })).not.toBe(roleFingerprint(job))
  })
})

describe('the shared samples', () => {
  const samples = [
    ...greenhouseJobs('greenhouse/gitlab-jobs-content-remote-2.json'),
    ...greenhouseJobs('greenhouse/smarterdx-jobs-content-remote-2.json'),
    ...greenhouseJobs('greenhouse/stripe-job-detail.json'),
    ...greenhouseJobs('greenhouse/gong-job-detail-trimmed.json'),
    ...leverJobs('lever/leverdemo-postings-6.json'),
    ...leverJobs('lever/peopleai-postings-remote-4.json'),
    ...leverJobs('lever/palantir-posting-detail.json'),
    ...ashbyJobs('ashby/reedsy-job-board-18-2025.json'),
    ...workableJobs('workable/crewai-widget-details-4.json'),
    ...workableJobs('workable/vasion-widget-details-2.json'),
    ...workableJobs('workable/zaelab-widget-per-location-2.json'),
    ...recruiteeJobs('recruitee/acme-sanitized-offers-2.json'),
    ...recruiteeJobs('recruitee/aikido-offers-3.json'),
    ...recruiteeJobs('recruitee/espeo-offers-trimmed-3.json'),
    ...smartRecruitersJobs('smartrecruiters/hirevue-postings-remote-3.json'),
    ...smartRecruitersJobs('smartrecruiters/hirevue-posting-detail-trimmed.json'),
    ...personioJobs('personio/demo-account-positions-11.xml'),
  ]
  const results = samples.map((job) => ({ job, result: jobFieldsOf(job, ACME, NOW) }))

  it('imports the remote ones and counts the rest by reason', () => {
    const counts: Record<string, number> = {}
    for (const { result } of results)
      counts[result.ok ? 'imported' : result.skip] =
        (counts[result.ok ? 'imported' : result.skip] ?? 0) + 1
    expect(counts).toEqual({ imported: 42, hybrid: 9, 'on-site': 1, 'not said to be remote': 14 })
  })

  it("fills every imported job within the fields' limits and vocabularies", () => {
    for (const { job, result } of results) {
      if (!result.ok) continue
      const { fields } = result
      expect(fields.job_title.length, job.title).toBeLessThanOrEqual(150)
      expect(fields.company_name).toBe('Acme')
      expect(fields.job_url).toBe(job.applyUrl)
      expect(fields.job_url).toMatch(/^https:\/\//)
      expect((fields.job_description ?? '').length).toBeLessThanOrEqual(20_000)
      expect(fields.hiring_locations.length).toBeGreaterThan(0)
      expect(fields.hiring_locations.length).toBeLessThanOrEqual(20)
      for (const location of fields.hiring_locations)
        expect(location.length).toBeLessThanOrEqual(100)
      if (fields.job_type) expect(JOB_TYPES).toContain(fields.job_type)
      if (fields.category) expect(JOB_CATEGORIES).toContain(fields.category)
      if (fields.experience_level) expect(EXPERIENCE_LEVELS).toContain(fields.experience_level)
      if (fields.education_level) expect(EDUCATION_LEVELS).toContain(fields.education_level)
      expect(fields.schedule_type).toBeNull()
      if (fields.salary_range) {
        expect(fields.salary_range.length).toBeLessThanOrEqual(100)
        expect(readSalaryText(fields.salary_range)).toMatchObject({ currency: job.pay?.currency })
      }
      expect(Date.parse(fields.posted_date)).toBeLessThanOrEqual(NOW.getTime())
    }
  })

  it('derives a named Greenhouse and a named SmartRecruiters role as expected', () => {
    const gitlab = results.find(({ job }) => job.title === 'Account Executive - Italy')!.result
    expect(gitlab).toMatchObject({
      ok: true,
      fields: {
        hiring_locations: ['Italy'],
        category: 'Sales',
        job_type: null,
        experience_level: null,
        posted_date: '2026-04-17T09:58:03.000Z',
        job_url: 'https://job-boards.greenhouse.io/gitlab/jobs/8503792002',
      },
    })
    const hirevue = results.find(
      ({ job }) => job.title === 'Data Science Intern | Fully Remote US' && job.descriptionHtml,
    )!.result
    expect(hirevue).toMatchObject({
      ok: true,
      fields: {
        hiring_locations: ['United States'],
        job_type: 'Internship',
        experience_level: 'Entry Level',
        category: 'Data',
      },
    })
  })
})
