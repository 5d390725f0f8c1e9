import { describe, expect, it } from 'vitest'

import { IMPORTED_JOB_LIMITS } from '@/lib/ats/jobFields'
import { POST_JOB_LIMITS as FIELD_LIMITS } from '@/lib/jobs/posting/fieldLimits'
import { SALARY_MESSAGES } from '@/lib/jobs/posting/postedSalary'
import { employerPostSchema, fieldErrors, POST_JOB_LIMITS, POST_JOB_MESSAGES as M, postJobSchema } from '@/lib/jobs/posting/postJobSchema'

const L = FIELD_LIMITS

const valid = {
  company_name: 'Acme Remote',
  job_title: 'Senior Platform Engineer',
  job_description: 'Build and run the platform that thousands of remote teams rely on every single day.',
  job_type: 'Full-Time',
  schedule_type: 'Flexible',
  education_level: "Bachelor's Degree",
  category: 'Engineering',
  hiring_locations: 'Worldwide',
  job_url: 'https://jobs.acme.example/123',
}

const messageFor = (field: string, value: unknown, schema: typeof postJobSchema | typeof employerPostSchema = postJobSchema) => {
  const result = schema.safeParse({ ...valid, contactEmail: 'hiring@acme.example', [field]: value })
  return result.success ? null : (fieldErrors(result.error).find((error) => error.path === field)?.message ?? null)
}

describe('the posting limits are written once (fieldLimits.ts)', () => {
  it('the schema module hands on the same object the browser form reads', () => {
    expect(POST_JOB_LIMITS).toBe(FIELD_LIMITS)
  })

  it("each text's maximum is the constant's: its length passes, one more is refused with the message naming it", () => {
    const url = (length: number) => `https://acme.example/${'x'.repeat(length - 'https://acme.example/'.length)}`
    const cases: Array<[string, number, (length: number) => unknown, string]> = [
      ['company_name', L.companyName.max, (n) => 'A'.repeat(n), M.companyNameLong],
      ['job_title', L.jobTitle.max, (n) => 'x'.repeat(n), M.jobTitleLong],
      ['job_description', L.description.max, (n) => 'x'.repeat(n), M.descriptionLong],
      ['job_url', L.url.max, url, M.urlLong],
      ['company_logo', L.url.max, url, M.urlLong],
      ['hiring_locations', L.locations.itemMax, (n) => `USA, ${'x'.repeat(n)}`, M.locationLong],
      ['salary_range', L.salary.textMax, (n) => 'x'.repeat(n), SALARY_MESSAGES.textLong],
    ]
    for (const [field, max, value, message] of cases) {
      expect(message, field).toContain(String(max))
      expect(messageFor(field, value(max)), field).toBeNull()
      expect(messageFor(field, value(max + 1)), field).toBe(message)
    }
    expect(messageFor('hiring_locations', Array.from({ length: L.locations.count }, (_, i) => `Place ${i}`).join(', '))).toBeNull()
    expect(messageFor('hiring_locations', Array.from({ length: L.locations.count + 1 }, (_, i) => `Place ${i}`).join(', '))).toBe(M.locationsMany)
    expect(M.locationsMany).toContain(String(L.locations.count))
    expect(messageFor('salary_max', L.salary.amountMax)).toBeNull()
    expect(messageFor('salary_max', L.salary.amountMax + 1)).toBe(SALARY_MESSAGES.amount)
    expect(messageFor('contactEmail', `${'a'.repeat(L.contactEmail.max)}@acme.example`, employerPostSchema)).toBe('Please enter a valid company email')
  })

  it("each text's minimum is the constant's, and its message names it", () => {
    const cases: Array<[string, number, string]> = [
      ['company_name', L.companyName.min, M.companyNameShort],
      ['job_title', L.jobTitle.min, M.jobTitleShort],
      ['job_description', L.description.min, M.descriptionShort],
    ]
    for (const [field, min, message] of cases) {
      expect(message, field).toContain(String(min))
      expect(messageFor(field, 'x'.repeat(min)), field).toBeNull()
      expect(messageFor(field, 'x'.repeat(min - 1)), field).toBe(message)
    }
  })

  it('the words users see stay as they were', () => {
    expect(M).toMatchObject({
      companyNameShort: 'Company name must be at least 2 characters',
      companyNameLong: 'Company name must be less than 100 characters',
      urlLong: 'URL must be less than 500 characters',
      jobTitleShort: 'Job title must be at least 3 characters',
      jobTitleLong: 'Job title must be less than 150 characters',
      descriptionShort: 'Description must be at least 50 characters',
      descriptionLong: 'Description must be less than 2000 characters',
      locationLong: 'Each hiring location must be less than 100 characters',
      locationsMany: 'Please list at most 50 hiring locations',
    })
    expect(SALARY_MESSAGES.amount).toBe('Please enter an amount (a whole number, up to 10,000,000)')
    expect(SALARY_MESSAGES.textLong).toBe('Pay details must be less than 100 characters')
  })

  it("an import is cut to the same limits as a post", () => {
    expect(IMPORTED_JOB_LIMITS).toEqual({ title: L.jobTitle.max, companyName: L.companyName.max, url: L.url.max })
  })
})
