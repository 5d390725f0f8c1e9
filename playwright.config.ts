import { defineConfig, devices } from '@playwright/test'

import { chromiumPath, E2E_ENV, E2E_PORT } from './e2e/support/environment'

/**
 * Journeys with their own app instances and databases: nothing they do reaches the shared server.
 * They start `npm start`'s script on the same build, which rebuilds it when the sources changed:
 * editing sources while the journeys run rebuilds the build the shared server is serving.
 */
const OWN_INSTANCES = /\/(payments|two-instances-and-faults|start-and-stop)\.spec\.ts$/

/**
 * End-to-end journeys in Debian's Chromium against the production build, served by `npm start`'s
 * own script on a separate port and database (.data/e2e).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // The journeys on the shared server run one at a time (they share its data, settings and rate
  // limits); those that start app instances of their own run beside them, one at a time too.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: OWN_INSTANCES, workers: 1, use: { ...devices['Desktop Chrome'] } },
    { name: 'own-instances', testMatch: OWN_INSTANCES, workers: 1, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs scripts/serve.ts production',
    url: `http://localhost:${E2E_PORT}/api/ready`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: E2E_ENV,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
})
