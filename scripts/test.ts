/**
 * npm test: types and lint, unit and integration tests (vitest, real PostgreSQL), then the end-to-end journeys
 * (Playwright in the system Chromium against the production build). `npm test -- e2e` runs only
 * the end-to-end part; `npm test -- vitest` only the first.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { chromiumInstalled, chromiumMissingMessage } from '../e2e/support/environment'
import { root } from './lib/environment'

const only = process.argv[2]
const run = (bin: string, args: string[]) => {
  const result = spawnSync(process.execPath, [path.join(root, bin), ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  return result.status ?? 1
}

if (only !== 'e2e') {
  console.log('Type-checking (tsc)…')
  const types = run('node_modules/typescript/bin/tsc', ['--noEmit'])
  if (types !== 0) process.exit(types)
  console.log('Linting (ESLint, no warnings allowed)…')
  const lint = run('node_modules/eslint/bin/eslint.js', ['.', '--max-warnings=0'])
  if (lint !== 0) process.exit(lint)
  const code = run('node_modules/vitest/vitest.mjs', ['run'])
  if (code !== 0) process.exit(code)
}

if (only !== 'vitest') {
  if (!chromiumInstalled()) {
    console.error(`\n${chromiumMissingMessage()}\n`)
    process.exit(1)
  }
  // Every run starts from an empty end-to-end database, so journeys never see a previous run's data.
  rmSync(path.join(root, '.data/e2e'), { recursive: true, force: true })
  const code = run('node_modules/@playwright/test/cli.js', ['test', ...process.argv.slice(only === 'e2e' ? 3 : 2)])
  process.exit(code)
}
