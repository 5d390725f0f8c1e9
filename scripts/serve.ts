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

const runNext = (args: string[]) =>
  new Promise<number>((resolve) => {
    child = spawn(process.execPath, [nextBin, ...args], { cwd: root, stdio: 'inherit', env: process.env })
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
  const code = await runNext(['build'])
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`)
  writeFileSync(buildStampPath(), fingerprint)
}

const main = async () => {
  Object.assign(process.env, { NODE_ENV: mode === 'development' ? 'development' : 'production' })
  loadDotEnv()
  mailDirDefault()
  const embedded = await ensureDatabaseUrl(log)
  if (embedded) stopDatabase = embedded.stop
  await ensurePayloadSecret(Boolean(embedded))
  await prepare()
  if (mode === 'development') {
    await shutdown(await runNext(['dev', '-p', process.env.PORT || '3000']))
    return
  }
  await build()
  if (mode === 'build') return shutdown(0)
  const port = process.env.PORT || '3000'
  log(`Serving on http://localhost:${port}`)
  await shutdown(await runNext(['start', '-p', port]))
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0))

main().catch(async (error: Error) => {
  console.error(`[remote-passport] ${error.message}`)
  await shutdown(1)
})
