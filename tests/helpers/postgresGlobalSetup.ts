import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../src/lib/db/embeddedPostgres'

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string
  }
}

/**
 * One PostgreSQL for the integration run: TEST_DATABASE_URL's server when set (its database is used
 * only to create and drop per-file test databases), else an embedded one under .data/test-postgres.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    project.provide('adminDatabaseUrl', given)
    return
  }
  const server = await startEmbeddedPostgres({
    dataDir: path.resolve('.data/test-postgres'),
    port: Number(process.env.TEST_PG_PORT || 54331),
    database: 'postgres',
  })
  project.provide('adminDatabaseUrl', server.url)
  return async () => {
    await server.stop()
  }
}
