import { describe, expect, it } from 'vitest'

import { checkPostedJob, postingSchemaFor } from '@/lib/jobs/posting/checkPostedJob'
import { employerJobSchema, POST_JOB_MESSAGES as M, postJobSchema } from '@/lib/jobs/posting/postJobSchema'
import { NUL_CHARACTER, serverOwnedFieldMessage } from '@/lib/jobs/posting/posterFields'
import { SALARY_MESSAGES } from '@/lib/jobs/posting/postedSalary'

const post = {
  company_name: 'Acme Remote',
  job_title: 'Senior Platform Engineer',
  job_description: 'Build and run the platform that thousands of remote teams rely on every single day.',
  job_type: 'Full-Time',
  schedule_type: 'Flexible',
  education_level: "Bachelor's Degree",
  category: 'Engineering',
  hiring_locations: 'USA, Canada',
  job_url: 'https://jobs.acme.example/123',
}

describe('checkPostedJob: every rule of a public post, in one place', () => {
  it('checks a post as the form it came from', () => {
    expect(postingSchemaFor({ postedVia: 'employer-page' })).toBe(employerJobSchema)
    expect(postingSchemaFor({ postedVia: 'form' })).toBe(postJobSchema)
    expect(postingSchemaFor({})).toBe(postJobSchema)
  })

  it('answers the fields as stored: parsed, the salary as the board shows it', () => {
    const checked = checkPostedJob({ ...post, salary_min: 80_000, salary_max: 100_000, salary_currency: 'USD', salary_period: 'year' }, { postedVia: 'form' })
    expect(checked).toMatchObject({ ok: true, fields: { hiring_locations: ['USA', 'Canada'], salary_range: '$80,000 - $100,000 a year' } })
    expect(checked.ok && Object.keys(checked.fields)).not.toContain('salary_min')
    expect(checked.ok && Object.keys(checked.fields)).not.toContain('posted_date')
  })

  it('refuses a server-owned field by name, and does not also judge its value', () => {
    expect(checkPostedJob({ ...post, posted_date: 'yesterday', featured: true }, {})).toEqual({
      ok: false,
      errors: [
        { path: 'posted_date', message: serverOwnedFieldMessage('posted_date') },
        { path: 'featured', message: serverOwnedFieldMessage('featured') },
      ],
    })
    // The contact email is the employer page's field only.
    expect(checkPostedJob({ ...post, contactEmail: 'a@b.example' }, { postedVia: 'form' })).toMatchObject({ ok: false, errors: [{ path: 'contactEmail' }] })
  })

  it('names the NUL character, each bad field and a backwards salary range', () => {
    expect(checkPostedJob({ ...post, company_name: 'Acme\u0000', job_title: 'QA' }, {})).toEqual({
      ok: false,
      errors: [
        { path: 'company_name', message: NUL_CHARACTER },
        { path: 'job_title', message: M.jobTitleShort },
      ],
    })
    expect(checkPostedJob({ ...post, salary_min: 90_000, salary_max: 60_000 }, {})).toEqual({ ok: false, errors: [{ path: 'salary_max', message: SALARY_MESSAGES.range }] })
  })
})
