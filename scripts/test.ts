/**
 * npm test: types and lint, unit and integration tests (vitest, real PostgreSQL), then the end-to-end journeys
 * (Playwright in the system Chromium against the production build). `npm test -- e2e` runs only
 * the end-to-end part; `npm test -- vitest` only the first.
 *
 * The whole run builds the end-to-end app while the checks and vitest run (the machine's cores
 * are rarely all busy with them), so Playwright's server finds the build current and only starts.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { E2E_ENV } from '../e2e/support/environment'
import { root } from './lib/environment'
import { findChromium } from './lib/findChromium'

const only = process.argv[2]
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

/** Runs a script with this Node; its output goes to the terminal, or to the file `log` when given. */
const run = (bin: string, args: string[], options: { env?: NodeJS.ProcessEnv; log?: string } = {}) => {
  const output = options.log ? openSync(options.log, 'w') : 'inherit'
  const child = spawn(process.execPath, [path.join(root, bin), ...args], { cwd: root, stdio: ['inherit', output, output], env: options.env ?? env })
  const exit = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
  return { exit, stop: () => child.kill('SIGTERM') }
}

/** apt-get as root, non-interactive; once more after refreshing the package lists when it fails. */
const aptInstallChromium = () => {
  const apt = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0
  return apt(['install', '-y', 'chromium']) || (apt(['update']) && apt(['install', '-y', 'chromium']))
}

/** Playwright's own Chromium, where `npx playwright install chromium` puts it (absent here unless run). */
const playwrightOwnChromium = async () => {
  try {
    return (await import('@playwright/test')).chromium.executablePath()
  } catch {
    return undefined
  }
}

/** The browser for the end-to-end tests, found (or installed) and passed on as CHROMIUM_PATH; null after saying why none. */
const chromiumForTests = async () => {
  const found = findChromium({
    given: process.env.CHROMIUM_PATH || undefined,
    playwrightOwn: await playwrightOwnChromium(),
    exists: existsSync,
    canInstall: process.getuid?.() === 0 && existsSync('/usr/bin/apt-get'),
    install: aptInstallChromium,
    say: (line) => console.log(line),
  })
  if ('problem' in found) {
    console.error(`\n${found.problem}\n`)
    return null
  }
  env.CHROMIUM_PATH = found.path
  return found.path
}

const main = async () => {
  const e2e = only !== 'vitest'
  if (e2e && !(await chromiumForTests())) return 1
  // Every run starts from an empty end-to-end database, so journeys never see a previous run's data.
  if (e2e) rmSync(path.join(root, '.data/e2e'), { recursive: true, force: true })

  if (only !== 'e2e') {
    const buildLog = path.join(root, '.data/e2e-build.log')
    mkdirSync(path.dirname(buildLog), { recursive: true })
    // A clean checkout has no build to reuse a cache for: Turbopack need not write one (next.config.ts).
    const buildEnv = { ...E2E_ENV, ...(existsSync(path.join(root, '.next')) ? {} : { NEXT_BUILD_CACHE: 'off' }) }
    const build = e2e ? run('node_modules/tsx/dist/cli.mjs', ['scripts/serve.ts', 'build'], { env: buildEnv as unknown as NodeJS.ProcessEnv, log: buildLog }) : null
    if (build) console.log(`Building the end-to-end app alongside (its output: ${path.relative(root, buildLog)})…`)
    const stopBuild = async () => {
      build?.stop()
      await build?.exit
    }
    console.log('Type-checking (tsc) and linting (ESLint, no warnings allowed)…')
    const [types, lint] = await Promise.all([run('node_modules/typescript/bin/tsc', ['--noEmit']).exit, run('node_modules/eslint/bin/eslint.js', ['.', '--max-warnings=0']).exit])
    if (types !== 0 || lint !== 0) {
      await stopBuild()
      return types || lint
    }
    const tests = await run('node_modules/vitest/vitest.mjs', ['run']).exit
    if (tests !== 0) {
      await stopBuild()
      return tests
    }
    if (build && (await build.exit) !== 0) {
      console.error(readFileSync(buildLog, 'utf8'))
      console.error('The end-to-end app did not build (above).')
      return 1
    }
  }

  if (!e2e) return 0
  return run('node_modules/@playwright/test/cli.js', ['test', ...process.argv.slice(only === 'e2e' ? 3 : 2)]).exit
}

main().then((code) => process.exit(code))
