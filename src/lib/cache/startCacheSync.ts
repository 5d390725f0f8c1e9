import { randomBytes } from 'node:crypto'

import { nextListedExpiry } from '@/lib/jobs/nextListedExpiry'
import { ANY_TABLE } from './affectedRoutes'
import { listenForChanges } from './changeListener'
import { cacheState, requestRevalidation } from './revalidation'

type Options = { connectionString: string; origin: string; log: (message: string) => void }

/**
 * Keeps this instance's cached pages in step with the database: what any instance (or a script, a
 * migration, psql) commits to a watched table, and every job expiry, renders the affected pages
 * afresh here within moments. Until the first reconciliation the instance reports not ready, so a
 * load balancer (or a test) never reads pages rendered from an older database.
 */
export const startCacheSync = ({ connectionString, origin, log }: Options) => {
  const state = cacheState()
  state.token = randomBytes(32).toString('base64url')
  state.ready = false
  return listenForChanges({
    connectionString,
    log,
    onChange: (tables) => requestRevalidation(origin, tables),
    onConnect: async () => {
      try {
        await requestRevalidation(origin, [ANY_TABLE], { attempts: 240 })
      } finally {
        state.ready = true
      }
    },
    nextExpiry: (client) => nextListedExpiry(client),
  })
}
