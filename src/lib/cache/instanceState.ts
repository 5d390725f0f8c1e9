/**
 * What this server process knows about itself, shared by the instrumentation hook (which runs the
 * change listener), the proxy and the route handlers: separate bundles of one process, so the
 * state hangs on globalThis under a registered symbol.
 */
export type InstanceState = {
  /** The secret this instance's revalidation route asks for (revalidation.ts). */
  token: string | null
  /** Whether cached pages were brought up to date since the listener last (re)connected. */
  ready: boolean
  /** Whether the listener's connection to PostgreSQL is alive; null while no listener runs. */
  databaseUp: boolean | null
  /** Slugs of the jobs that closed (inactive or expired): their pages answer 410. Null until read. */
  closedJobs: ReadonlySet<string> | null
}

const STATE = Symbol.for('remote-passport.cache')

export const instanceState = (): InstanceState => {
  const holder = globalThis as unknown as Record<symbol, InstanceState | undefined>
  holder[STATE] ??= { token: null, ready: true, databaseUp: null, closedJobs: null }
  return holder[STATE]
}
