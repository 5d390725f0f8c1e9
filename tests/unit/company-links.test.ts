import { describe, expect, it } from 'vitest'

import {
  companyJobsHref,
  companyPath,
  directoryHref,
  externalHttpUrl,
  jobPath,
} from '@/lib/companies/companyLinks'

describe('company links', () => {
  it('puts the profile at /company/{slug}', () => {
    expect(companyPath('help-scout')).toBe('/company/help-scout')
    expect(companyPath('cal.com')).toBe('/company/cal.com')
    expect(companyPath('aha!')).toBe('/company/aha!')
    expect(companyPath('a/b?c')).toBe('/company/a%2Fb%3Fc')
  })

  it('keeps the search in every page of the directory, and page 1 and empty searches out', () => {
    expect(directoryHref({})).toBe('/companies')
    expect(directoryHref({ q: '  ', page: 1 })).toBe('/companies')
    expect(directoryHref({ q: 'US & Canada' })).toBe('/companies?q=US+%26+Canada')
    expect(directoryHref({ q: 'saas', page: 3 })).toBe('/companies?q=saas&page=3')
    expect(directoryHref({ page: 2 })).toBe('/companies?page=2')
  })

  it("links the jobs listing filtered to the company, and a job's page", () => {
    expect(companyJobsHref('Help Scout')).toBe('/jobs?company=Help+Scout')
    expect(companyJobsHref('Aha!')).toBe('/jobs?company=Aha%21')
    expect(jobPath('senior-engineer-gitlab-0a1b2c3d')).toBe('/jobs/senior-engineer-gitlab-0a1b2c3d')
  })

  it('lets only http(s) careers links out', () => {
    expect(externalHttpUrl('https://about.gitlab.com/jobs/')).toBe('https://about.gitlab.com/jobs/')
    expect(externalHttpUrl('http://example.com')).toBe('http://example.com/')
    expect(externalHttpUrl('javascript:alert(1)')).toBeNull()
    expect(externalHttpUrl('mailto:jobs@example.com')).toBeNull()
    expect(externalHttpUrl('not a url')).toBeNull()
    expect(externalHttpUrl(null)).toBeNull()
  })
})
