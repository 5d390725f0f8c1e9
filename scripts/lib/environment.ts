import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/lib/db/embeddedPostgres'

export const root = path.resolve(import.meta.dirname, '../..')

/** Loads .env (if present) without overriding what the shell already set. */
export const loadDotEnv = () => {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

export const dataDir = () => path.resolve(root, process.env.DATA_DIR || '.data')

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL under .data/postgres, started here and
 * stopped when this process stops.
 */
export const ensureDatabaseUrl = async (log: (line: string) => void): Promise<EmbeddedDatabase | null> => {
  if (process.env.DATABASE_URL) return null
  const port = Number(process.env.EMBEDDED_PG_PORT || 54329)
  const running = `postgres://postgres:postgres@127.0.0.1:${port}/remote_passport`
  if (await answers(running)) {
    // `npm run seed` while `npm start` runs: share the embedded server that is already up.
    process.env.DATABASE_URL = running
    if (!process.env.SEED_DEMO) process.env.SEED_DEMO = '1'
    return { url: running, stop: async () => {} }
  }
  log(`Starting the embedded PostgreSQL on 127.0.0.1:${port} (data in ${path.join(dataDir(), 'postgres')})`)
  const database = await startEmbeddedPostgres({
    dataDir: path.join(dataDir(), 'postgres'),
    port,
    database: 'remote_passport',
    log: (line) => {
      if (/ERROR|FATAL|PANIC/.test(line) && !/administrator command/.test(line)) log(`[postgres] ${line}`)
    },
  })
  process.env.DATABASE_URL = database.url
  if (!process.env.SEED_DEMO) process.env.SEED_DEMO = '1'
  return database
}

/**
 * A newcomer needs no PAYLOAD_SECRET: one is generated once into .data/secret. A deployment on its
 * own DATABASE_URL must set PAYLOAD_SECRET itself, so every instance signs sessions alike.
 */
export const ensurePayloadSecret = async (embedded: boolean) => {
  if (process.env.PAYLOAD_SECRET) return
  if (!embedded && process.env.NODE_ENV === 'production') {
    throw new Error('PAYLOAD_SECRET is required with DATABASE_URL in production (openssl rand -hex 32).')
  }
  const file = path.join(dataDir(), 'secret')
  if (!existsSync(file)) {
    await mkdir(dataDir(), { recursive: true })
    await writeFile(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = (await readFile(file, 'utf8')).trim()
}

export const mailDirDefault = () => {
  if (!process.env.MAIL_DIR) process.env.MAIL_DIR = path.join(dataDir(), 'mail')
}

const answers = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T
