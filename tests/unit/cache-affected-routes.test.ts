import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { affectedRoutes, ANY_TABLE, EVERY_PAGE, NAMED_ROUTES } from '@/lib/cache/affectedRoutes'
import { QUERY_VIEWS, withQueryPath } from '@/lib/cache/queryViews'

const APP = 'src/app'

/** The page file an address is served by, crossing route groups `(name)` on the way; null when none. */
const pageFileOf = (address: string, dir = APP): string | null => {
  const [head, ...rest] = address.split('/').filter(Boolean)
  const here = head ? path.join(dir, head) : null
  if (!here && existsSync(path.join(dir, 'page.tsx'))) return path.join(dir, 'page.tsx')
  const below = here && existsSync(here) ? pageFileOf(`/${rest.join('/')}`, here) : null
  if (below) return below
  for (const group of readdirSync(dir).filter((name) => /^\(.+\)$/.test(name))) {
    const found = pageFileOf(address, path.join(dir, group))
    if (found) return found
  }
  return null
}

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

  it('names only pages the site has, and the query routes the proxy serves', () => {
    expect(NAMED_ROUTES.length).toBeGreaterThan(10)
    for (const route of NAMED_ROUTES) {
      if (route.type === 'layout') continue
      if (route.type === 'page') expect(existsSync(path.join(APP, route.path, 'page.tsx')), route.path).toBe(true)
      else expect(pageFileOf(route.path), route.path).not.toBeNull()
    }
    for (const view of Object.values(QUERY_VIEWS)) {
      // A view whose plain address the proxy rewrites is served by that route, not one of its own.
      expect(pageFileOf('plain' in view ? view.plain : view.page), view.page).not.toBeNull()
      expect(existsSync(path.join(APP, view.queryRoute, 'page.tsx')), view.queryRoute).toBe(true)
      // The address the proxy rewrites a query to is the route revalidated for it.
      expect(view.queryRoute.replace(/\/\([^)]+\)/g, '')).toBe(withQueryPath(view.page, '[query]'))
    }
    expect(pageFileOf('/no-such-page')).toBeNull()
  })
})
