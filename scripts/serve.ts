/**
 * npm start / npm run dev / npm run build: database up (embedded unless DATABASE_URL) → migrations
 * → seed → production build when missing or stale → Next.js. Ctrl-C stops Next and the database.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { buildIsCurrent, buildStampPath, sourceFingerprint } from './lib/buildFingerprint'
import { ensureDatabaseUrl, ensurePayloadSecret, loadDotEnv, mailDirDefault, root } from './lib/environment'
import { prepare } from './lib/prepare'

type Mode = 'production' | 'development' | 'build'

const mode = (process.argv[2] ?? 'production') as Mode
const log = (line: string) => console.log(`[remote-passport] ${line}`)
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

let child: ChildProcess | null = null
let stopDatabase: (() => Promise<void>) | null = null
let stopping = false

const run = (script: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<number>((resolve) => {
    child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env })
    child.on('exit', (code, signal) => {
      child = null
      resolve(code ?? (signal ? 1 : 0))
    })
  })

const shutdown = async (code: number) => {
  if (stopping) return
  stopping = true
  if (child) {
    const exited = new Promise((resolve) => child?.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  }
  if (stopDatabase) {
    log('Stopping the embedded PostgreSQL')
    await stopDatabase().catch(() => {})
  }
  process.exit(code)
}

const build = async () => {
  const fingerprint = sourceFingerprint()
  if (buildIsCurrent(fingerprint)) return
  log('Building the production app (next build)…')
  const code = await run(nextBin, ['build'])
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`)
  writeFileSync(buildStampPath(), fingerprint)
}

const main = async () => {
  Object.assign(process.env, { NODE_ENV: mode === 'development' ? 'development' : 'production', NEXT_TELEMETRY_DISABLED: '1' })
  loadDotEnv()
  mailDirDefault()
  const embedded = await ensureDatabaseUrl(log)
  if (embedded) stopDatabase = embedded.stop
  await ensurePayloadSecret(Boolean(embedded))
  await prepare()
  // The serving process runs scheduled work and the jobs queue; build and prepare steps do not.
  const serverEnv = { ...process.env, RP_SERVER: '1' }
  if (mode === 'development') {
    await shutdown(await run(nextBin, ['dev', '-p', process.env.PORT || '3000'], serverEnv))
    return
  }
  await build()
  if (mode === 'build') return shutdown(0)
  const port = process.env.PORT || '3000'
  log(`Serving on http://localhost:${port}`)
  await shutdown(await run(path.join(root, 'scripts/server.mjs'), [], serverEnv))
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0))

main().catch(async (error: Error) => {
  console.error(`[remote-passport] ${error.message}`)
  await shutdown(1)
})
