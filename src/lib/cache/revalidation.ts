import { timingSafeEqual } from 'node:crypto'

import { instanceState } from './instanceState'

/**
 * Next.js renders a route afresh only when asked from inside a request, so the listener (which
 * runs beside the server, outside any request) asks this instance's own revalidation route over
 * loopback, with a secret made at start that never leaves the process.
 */
export const REVALIDATE_PATH = '/api/cache/revalidate'
export const REVALIDATE_HEADER = 'x-revalidate-token'

export const tokenMatches = (given: string | null) => {
  const { token } = instanceState()
  if (!token || !given) return false
  const a = Buffer.from(token)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Asks this instance to render the routes showing `tables` afresh; retried while it starts up. */
export const requestRevalidation = async (origin: string, tables: string[], { attempts = 40, delayMs = 250 } = {}) => {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(new URL(REVALIDATE_PATH, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [REVALIDATE_HEADER]: instanceState().token ?? '' },
        body: JSON.stringify({ tables }),
        signal: AbortSignal.timeout(5000),
      })
      if (response.ok) return
      throw new Error(`answered ${response.status}`)
    } catch (error) {
      if (attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
}
