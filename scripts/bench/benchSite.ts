import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'

import { startEmbeddedPostgres } from '../../src/lib/db/embeddedPostgres'
import { root } from '../lib/environment'
import { prepare } from '../lib/prepare'
import { benchTimeZones, loadBenchJobs } from './loadBenchJobs'

export const BENCH_JOBS = Number(process.env.BENCH_JOBS || 100_000)

export type BenchSite = { base: string; pool: pg.Pool; memberToken: string; serverPid: number; stop: () => Promise<void> }

const waitForReady = async (base: string, child: ChildProcess) => {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('the app exited before it was ready')
    if (await fetch(`${base}/api/ready`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the app did not become ready')
}

const benchMember = async (payload: Payload, pool: pg.Pool) => {
  const email = 'bench-member@example.com'
  const { totalDocs } = await payload.count({ collection: 'members', where: { email: { equals: email } } })
  if (!totalDocs) await payload.create({ collection: 'members', data: { email, password: 'bench-password', _verified: true } as never })
  await pool.query(
    `INSERT INTO favorites (member_id, job_id, updated_at, created_at)
     SELECT m.id, j.id, now(), now() FROM members m, (SELECT id FROM jobs WHERE is_active ORDER BY id LIMIT 40) j
      WHERE m.email = $1 ON CONFLICT DO NOTHING`,
    [email],
  )
  return (await payload.login({ collection: 'members', data: { email, password: 'bench-password' } })).token ?? ''
}

/**
 * The production build serving 100,000 jobs from a database of its own (.data/bench-postgres,
 * or BENCH_DATABASE_URL), loaded once and kept for the next run, on port `port`.
 */
export const startBenchSite = async (port: number): Promise<BenchSite> => {
  let stopDatabase = async () => {}
  let url = process.env.BENCH_DATABASE_URL
  if (!url) {
    const db = await startEmbeddedPostgres({ dataDir: path.join(root, '.data/bench-postgres'), port: Number(process.env.BENCH_PG_PORT || 54341), database: 'rp_bench' })
    url = db.url
    stopDatabase = db.stop
  }
  const base = `http://localhost:${port}`
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'benchmark-secret-0123456789abcdef0123456789',
    SEED_DEMO: '0',
    DATA_DIR: '.data/bench',
    MAIL_DIR: '.data/bench/mail',
    PORT: String(port),
    SITE_URL: base,
    NEXT_TELEMETRY_DISABLED: '1',
  })
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  pool.on('error', (error) => console.warn(`[bench] database connection lost: ${error.message}`))
  let memberToken = ''
  await prepare(async (payload) => {
    const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM jobs WHERE slug LIKE 'bench-job-%'")
    if (Number(rows[0].n) !== BENCH_JOBS) {
      console.log(`Loading ${BENCH_JOBS.toLocaleString('en-US')} jobs…`)
      await pool.query("DELETE FROM favorites; DELETE FROM jobs WHERE slug LIKE 'bench-job-%'")
      const started = Date.now()
      await loadBenchJobs(pool, BENCH_JOBS)
      console.log(`Loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    }
    await benchTimeZones(pool)
    memberToken = await benchMember(payload, pool)
  })
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/serve.ts', 'production'], { cwd: root, env: process.env, stdio: ['ignore', 'ignore', 'inherit'] })
  await waitForReady(base, server)
  return {
    base,
    pool,
    memberToken,
    serverPid: server.pid!,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      await pool.end()
      await stopDatabase()
    },
  }
}

/** Every active job as a naive client loads it ("select all fields … where is_active"), as JSON. */
export const everyActiveJobJson = async (pool: pg.Pool) => {
  const { rows } = await pool.query<{ body: string }>(
    `SELECT coalesce(json_agg(j), '[]')::text AS body FROM (
       SELECT j.id, j.job_title, j.company_name, j.company_logo, j.job_description, j.job_type, j.schedule_type,
              ARRAY(SELECT t.text FROM jobs_texts t WHERE t.parent_id = j.id AND t.path = 'hiring_locations' ORDER BY t."order") AS hiring_locations,
              j.education_level, j.category, j.experience_level, j.salary_range, j.posted_date, j.job_url, j.user_id_id AS user_id, j.is_active
         FROM jobs j WHERE j.is_active ORDER BY j.posted_date DESC) j`,
  )
  return rows[0].body
}
