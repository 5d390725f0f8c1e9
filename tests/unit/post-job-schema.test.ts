import { describe, expect, it } from 'vitest'

import { fieldErrors, POST_JOB_MESSAGES as M, postJobSchema } from '@/lib/jobs/posting/postJobSchema'

const valid = {
  company_name: 'Acme Remote',
  company_logo: '',
  job_title: 'Senior Platform Engineer',
  job_description: 'Build and run the platform that thousands of remote teams rely on every single day.',
  job_type: 'Full-Time',
  schedule_type: 'Flexible',
  education_level: "Bachelor's Degree",
  category: 'Engineering',
  hiring_locations: 'Worldwide',
  job_url: 'https://jobs.acme.example/123',
}

const messageFor = (field: string, value: unknown) => {
  const result = postJobSchema.safeParse({ ...valid, [field]: value })
  if (result.success) return null
  return fieldErrors(result.error).find((error) => error.path === field)?.message ?? null
}

describe('the post-job validation table, message by message', () => {
  it('accepts a valid posting and trims every string', () => {
    const result = postJobSchema.parse({ ...valid, company_name: '  Acme Remote  ', job_title: ' Senior Platform Engineer ' })
    expect(result.company_name).toBe('Acme Remote')
    expect(result.job_title).toBe('Senior Platform Engineer')
    expect(result.company_logo).toBeNull()
    expect(result.hiring_locations).toEqual(['Worldwide'])
  })

  it('company_name: 2-100 characters', () => {
    expect(messageFor('company_name', 'A')).toBe(M.companyNameShort)
    expect(messageFor('company_name', '   A   ')).toBe(M.companyNameShort)
    expect(messageFor('company_name', 'A'.repeat(101))).toBe(M.companyNameLong)
    expect(messageFor('company_name', 'A'.repeat(100))).toBeNull()
    expect(M.companyNameShort).toBe('Company name must be at least 2 characters')
    expect(M.companyNameLong).toBe('Company name must be less than 100 characters')
  })

  it('company_logo: optional; a URL or empty', () => {
    expect(messageFor('company_logo', 'not a url')).toBe('Must be a valid URL')
    expect(messageFor('company_logo', '')).toBeNull()
    expect(messageFor('company_logo', undefined)).toBeNull()
    expect(messageFor('company_logo', '   ')).toBeNull()
    expect(postJobSchema.parse({ ...valid, company_logo: '   ' }).company_logo).toBeNull()
    expect(messageFor('company_logo', 'https://acme.example/logo.png')).toBeNull()
  })

  it('job_title: 3-150 characters', () => {
    expect(messageFor('job_title', 'QA')).toBe('Job title must be at least 3 characters')
    expect(messageFor('job_title', 'x'.repeat(151))).toBe('Job title must be less than 150 characters')
    expect(messageFor('job_title', 'x'.repeat(150))).toBeNull()
  })

  it('job_description: 50-2000 characters', () => {
    expect(messageFor('job_description', 'x'.repeat(49))).toBe('Description must be at least 50 characters')
    expect(messageFor('job_description', 'x'.repeat(2001))).toBe('Description must be less than 2000 characters')
    expect(messageFor('job_description', 'x'.repeat(50))).toBeNull()
  })

  it('the four select fields name what to select', () => {
    expect(messageFor('job_type', '')).toBe('Please select a job type')
    expect(messageFor('job_type', 'Freelance')).toBe('Please select a job type')
    expect(messageFor('schedule_type', undefined)).toBe('Please select a schedule type')
    expect(messageFor('education_level', '')).toBe('Please select an education level')
    expect(messageFor('category', 'Astrology')).toBe('Please select a category')
  })

  it('hiring_locations: at least 2 characters, split on commas, at least one part left', () => {
    expect(messageFor('hiring_locations', 'U')).toBe('Please specify hiring locations')
    expect(messageFor('hiring_locations', ' , , ')).toBe('Please provide at least one hiring location')
    expect(postJobSchema.parse({ ...valid, hiring_locations: ' USA , Canada,, Europe ' }).hiring_locations).toEqual(['USA', 'Canada', 'Europe'])
    expect(postJobSchema.parse({ ...valid, hiring_locations: ['Worldwide', ' UK '] }).hiring_locations).toEqual(['Worldwide', 'UK'])
    expect(messageFor('hiring_locations', `USA, ${'x'.repeat(101)}`)).toBe('Each hiring location must be less than 100 characters')
    expect(messageFor('hiring_locations', Array.from({ length: 51 }, (_, i) => `Place ${i}`).join(', '))).toBe('Please list at most 50 hiring locations')
    expect(messageFor('hiring_locations', Array.from({ length: 50 }, (_, i) => `Place ${i}`).join(', '))).toBeNull()
  })

  it('job_url: a valid http(s) URL of at most 500 characters', () => {
    expect(messageFor('job_url', 'jobs.acme.example')).toBe('Must be a valid URL')
    expect(messageFor('job_url', `https://acme.example/${'x'.repeat(490)}`)).toBe('URL must be less than 500 characters')
    expect(messageFor('job_url', 'javascript:alert(1)')).toBe('URL must start with http:// or https://')
    expect(messageFor('job_url', 'data:text/html,<script>alert(1)</script>')).toBe('URL must start with http:// or https://')
    expect(messageFor('job_url', 'ftp://acme.example/job')).toBe('URL must start with http:// or https://')
  })
})
