import { randomBytes } from 'node:crypto'

import type pg from 'pg'

import { closedJobSlugs } from '@/lib/jobs/closedJobSlugs'
import { nextListedExpiry } from '@/lib/jobs/nextListedExpiry'

import { ANY_TABLE } from './affectedRoutes'
import { listenForChanges } from './changeListener'
import { instanceState } from './instanceState'
import { requestRevalidation } from './revalidation'

type Options = { connectionString: string; origin: string; log: (message: string) => void }

/**
 * Keeps this instance's cached pages in step with the database: what any instance (or a script, a
 * migration, psql) commits to a watched table, and every job expiry, renders the affected pages
 * afresh here within moments. Until the first reconciliation the instance reports not ready, so a
 * load balancer (or a test) never reads pages rendered from an older database. The same connection
 * tells the proxy whether the database answers and which jobs closed (instanceState.ts).
 */
export const startCacheSync = ({ connectionString, origin, log }: Options) => {
  const state = instanceState()
  state.token = randomBytes(32).toString('base64url')
  state.ready = false
  // The closed jobs first, so a job page answers 410 before its page is rendered afresh.
  const readClosedJobs = async (client: pg.Client) => {
    state.closedJobs = await closedJobSlugs(client).catch((error: Error) => {
      log(`closed jobs could not be read: ${error.message}`)
      return state.closedJobs
    })
  }
  return listenForChanges({
    connectionString,
    log,
    onStatus: (up) => {
      state.databaseUp = up
    },
    onChange: async (tables, client) => {
      if (tables.includes('jobs')) await readClosedJobs(client)
      await requestRevalidation(origin, tables)
    },
    onConnect: async (client) => {
      try {
        await readClosedJobs(client)
        await requestRevalidation(origin, [ANY_TABLE], { attempts: 240 })
      } finally {
        state.ready = true
      }
    },
    nextExpiry: (client) => nextListedExpiry(client),
  })
}
