import { randomBytes } from 'node:crypto'

import type { Migration, Payload } from 'payload'
import { inject } from 'vitest'

import { recreateDatabase } from '../../src/lib/db/embeddedPostgres'

export const TEST_SECRET = 'integration-test-secret-0123456789abcdef'

/**
 * A Payload on a database of its own, made empty and migrated with the committed migrations: what
 * production does on start. Call once per test file.
 */
export const startTestPayload = async (): Promise<Payload> => {
  const adminUrl = inject('adminDatabaseUrl')
  const name = `rp_test_${process.pid}_${randomBytes(3).toString('hex')}`
  await recreateDatabase(adminUrl, name)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  Object.assign(process.env, {
    DATABASE_URL: url.toString(),
    PAYLOAD_SECRET: TEST_SECRET,
    MAIL_DIR: `.data/test-mail/${name}`,
  })
  const [{ getPayload }, { default: config }, { migrations }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
    import('../../migrations'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  return payload
}

/** Empties the listed collections between tests. */
export const clearCollections = async (payload: Payload, slugs: Parameters<Payload['delete']>[0]['collection'][]) => {
  for (const collection of slugs) {
    await payload.db.deleteMany({ collection, where: {} })
  }
}
