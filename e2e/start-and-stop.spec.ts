import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import net from 'node:net'

import { expect, test } from '@playwright/test'

import { E2E_ENV, E2E_PORT } from './support/environment'

/**
 * `npm start`'s script as a newcomer runs it: a second instance on its own port and data
 * directory (the production build already exists), stopped with Ctrl-C and started again.
 */
const PORT = E2E_PORT + 99
const PG_PORT = Number(E2E_ENV.EMBEDDED_PG_PORT) + 7
const env = { ...E2E_ENV, PORT: String(PORT), SITE_URL: `http://localhost:${PORT}`, DATA_DIR: '.data/e2e-restart', EMBEDDED_PG_PORT: String(PG_PORT), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } as unknown as NodeJS.ProcessEnv

const start = () => spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/serve.ts', 'production'], { env, stdio: 'inherit' })

const waitForReady = async () => {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`http://localhost:${PORT}/api/ready`).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the app did not become ready')
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

test.describe.configure({ timeout: 240_000 })

test('Ctrl-C stops the app and its database cleanly, and the next start keeps the data', async () => {
  rmSync('.data/e2e-restart', { recursive: true, force: true })
  const first = start()
  await waitForReady()
  const created = await fetch(`http://localhost:${PORT}/api/members`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'stays@example.com', password: 'secret-password' }),
  })
  expect(created.status).toBe(201)

  const firstExit = exited(first)
  first.kill('SIGINT')
  expect(await firstExit).toBe(0)
  expect(await portOpen(PORT)).toBe(false)
  expect(await portOpen(PG_PORT)).toBe(false)

  const second = start()
  try {
    await waitForReady()
    const again = await fetch(`http://localhost:${PORT}/api/members`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'stays@example.com', password: 'secret-password' }),
    })
    // The account made before the restart is still there: the address is taken.
    expect(again.status).toBe(400)
    expect(JSON.stringify(await again.json())).toMatch(/already registered|email/i)
    const companies = await (await fetch(`http://localhost:${PORT}/api/companies?limit=1`)).json()
    expect(companies.totalDocs).toBeGreaterThanOrEqual(240)
  } finally {
    const secondExit = exited(second)
    second.kill('SIGINT')
    await secondExit
  }
})
