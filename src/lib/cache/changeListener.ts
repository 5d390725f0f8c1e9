import pg from 'pg'

/** The channel the migration's triggers notify, with the changed table's name as the payload. */
export const CHANGES_CHANNEL = 'cache_changes'

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'remote-passport cache listener'

type Options = {
  connectionString: string
  /** Called with the tables changed in the last moment (changes are gathered for `debounceMs`). */
  onChange: (tables: string[], client: pg.Client) => Promise<void> | void
  /** Called after every (re)connection: anything may have changed while no one listened. */
  onConnect: (client: pg.Client) => Promise<void> | void
  /** Whether the connection is alive: on connecting, on losing it, and on each heartbeat. */
  onStatus?: (up: boolean) => void
  /** When the next listed job expires, or null: expiry changes pages without any write. */
  nextExpiry: (client: pg.Client) => Promise<Date | null>
  log: (message: string) => void
  debounceMs?: number
  heartbeatMs?: number
}

/** setTimeout's ceiling is about 24.8 days; a far expiry is looked at again a day later. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000
/** A database back after an outage is noticed within this long. */
const MAX_RETRY_MS = 4000

/**
 * Every instance listens on PostgreSQL for changes to the tables its cached pages show (LISTEN /
 * NOTIFY: delivered on commit, to every connected instance, with no new server) and for the moment
 * the next listed job expires. A lost connection is retried with backoff; on each connection
 * everything is treated as changed, since notifications sent meanwhile are lost. Returns a stop.
 */
export const listenForChanges = ({ connectionString, onChange, onConnect, onStatus, nextExpiry, log, debounceMs = 150, heartbeatMs = 1000 }: Options) => {
  let client: pg.Client | null = null
  let stopped = false
  let retryMs = 500
  const pending = new Set<string>()
  let flushTimer: ReturnType<typeof setTimeout> | undefined
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let heartbeat: ReturnType<typeof setInterval> | undefined

  const flush = async () => {
    flushTimer = undefined
    const tables = [...pending]
    pending.clear()
    if (tables.length && client) await Promise.resolve(onChange(tables, client)).catch((error: Error) => log(`cache invalidation failed: ${error.message}`))
    if (tables.includes('jobs')) void watchExpiry()
  }

  const changed = (table: string) => {
    pending.add(table)
    flushTimer ??= setTimeout(() => void flush(), debounceMs)
  }

  const watchExpiry = async () => {
    clearTimeout(expiryTimer)
    const at = client ? await nextExpiry(client).catch(() => null) : null
    if (!at || stopped) return
    const wait = Math.min(Math.max(at.getTime() - Date.now() + 50, 0), MAX_WAIT_MS)
    expiryTimer = setTimeout(() => (wait === MAX_WAIT_MS ? void watchExpiry() : changed('jobs')), wait)
    expiryTimer.unref?.()
  }

  // A server that vanished without closing the connection (a cut network, a frozen host) answers
  // nothing: a heartbeat that goes unanswered ends the connection, which reports it down.
  const beat = async (beating: pg.Client) => {
    let timeout: ReturnType<typeof setTimeout> | undefined
    const answered = await Promise.race([
      beating.query('SELECT 1').then(() => true, () => false),
      new Promise<boolean>((resolve) => {
        timeout = setTimeout(() => resolve(false), heartbeatMs * 2)
      }),
    ])
    clearTimeout(timeout)
    if (client !== beating) return
    onStatus?.(answered)
    if (answered) return
    // Ending a connection to a silent server may itself wait on it: reconnect without waiting.
    client = null
    clearInterval(heartbeat)
    void beating.end().catch(() => {})
    if (!stopped) setTimeout(() => void connect(), retryMs)
  }

  const connect = async () => {
    if (stopped) return
    const next = new pg.Client({ connectionString, application_name: LISTENER_NAME })
    next.on('error', () => {})
    next.on('end', () => {
      if (client !== next) return
      client = null
      clearInterval(heartbeat)
      onStatus?.(false)
      if (!stopped) setTimeout(() => void connect(), retryMs)
    })
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) changed(message.payload)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANGES_CHANNEL}`)
    } catch (error) {
      log(`cache listener could not connect: ${(error as Error).message}`)
      onStatus?.(false)
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
      await next.end().catch(() => {})
      if (!stopped) setTimeout(() => void connect(), retryMs)
      return
    }
    if (stopped) return void next.end().catch(() => {})
    client = next
    retryMs = 500
    onStatus?.(true)
    heartbeat = setInterval(() => void beat(next), heartbeatMs)
    heartbeat.unref?.()
    await Promise.resolve(onConnect(next)).catch((error: Error) => log(`cache invalidation failed: ${error.message}`))
    void watchExpiry()
  }

  void connect()
  return async () => {
    stopped = true
    clearTimeout(flushTimer)
    clearTimeout(expiryTimer)
    clearInterval(heartbeat)
    await client?.end().catch(() => {})
  }
}
