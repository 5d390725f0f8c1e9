import { describe, expect, it } from 'vitest'

import { affectedRoutes, ANY_TABLE, EVERY_PAGE } from '@/lib/cache/affectedRoutes'

describe('which cached pages a table change renders afresh', () => {
  it('a job changes home, /jobs and its searches, every job and company page, the employer page and the tools opened for a job', () => {
    expect(affectedRoutes(['jobs'])).toEqual([
      { path: '/' },
      { path: '/jobs/plain' },
      { path: '/(frontend)/jobs/(listing)/with-query/[query]', type: 'page' },
      { path: '/(frontend)/jobs/[slug]', type: 'page' },
      { path: '/(frontend)/company/[id]', type: 'page' },
      { path: '/(frontend)/companies/[id]', type: 'page' },
      { path: '/post-job' },
      { path: '/(frontend)/resume-builder/with-query/[query]', type: 'page' },
      { path: '/(frontend)/cover-letter-generator/with-query/[query]', type: 'page' },
    ])
  })

  it('a visa changes /nomad-visas, each of its filtered views and the resources hub', () => {
    expect(affectedRoutes(['visas'])).toEqual([
      { path: '/nomad-visas' },
      { path: '/(frontend)/nomad-visas/with-query/[query]', type: 'page' },
      { path: '/resources' },
    ])
  })

  it('a provider changes its own directory and the resources hub, each route once', () => {
    expect(affectedRoutes(['banking_providers', 'esim_providers', 'banking_providers'])).toEqual([
      { path: '/international-banking' },
      { path: '/resources' },
      { path: '/esim-data-plans' },
    ])
  })

  it('settings, guides or a reconnection change every page; unknown tables change none', () => {
    expect(affectedRoutes(['site_settings', 'jobs'])).toEqual([EVERY_PAGE])
    expect(affectedRoutes([ANY_TABLE])).toEqual([EVERY_PAGE])
    expect(affectedRoutes(['members', 'favorites'])).toEqual([])
  })
})
