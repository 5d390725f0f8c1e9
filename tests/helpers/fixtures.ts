import type { Payload } from 'payload'

import type { Job } from '../../src/payload-types'

let counter = 0

/** A valid job in the spec's insert shape; override what a test is about. */
export const jobData = (overrides: Partial<Job> = {}) => {
  counter++
  return {
    job_title: `Senior Platform Engineer ${counter}`,
    company_name: 'Acme Remote',
    company_logo: null,
    job_description: 'Build and run the platform that thousands of remote teams depend on every single day.',
    job_type: 'Full-Time' as const,
    schedule_type: 'Flexible' as const,
    education_level: "Bachelor's Degree" as const,
    category: 'Engineering' as const,
    hiring_locations: ['Worldwide'],
    job_url: `https://jobs.acme.example/postings/${counter}-${Date.now()}`,
    ...overrides,
  }
}

export const createJob = (payload: Payload, overrides: Partial<Job> = {}) =>
  payload.create({ collection: 'jobs', data: jobData(overrides) as never })

export const createStaff = (payload: Payload, email: string, roles: ('admin' | 'editor' | 'moderator')[], password = 'staff-password') =>
  payload.create({ collection: 'users', data: { email, password, roles } })

export const createMember = (payload: Payload, email: string, password = 'member-password') =>
  payload.create({ collection: 'members', data: { email, password, _verified: true } as never })
