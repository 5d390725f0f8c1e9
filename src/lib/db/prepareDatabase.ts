import type { Migration, Payload } from 'payload'

import { withAdvisoryLock } from './advisoryLock'
import { poolOf } from './pool'

type Options = {
  /** The committed migrations (migrations/index.ts). */
  migrations: Migration[]
  /** Fills the collections that are still empty (seed/seedDatabase.ts with onlyEmpty). */
  seedEmpty: (payload: Payload) => Promise<unknown>
  admin?: { email?: string; password?: string }
}

/**
 * What every start does before serving: apply the committed migrations, seed an empty database and
 * create the first admin from ADMIN_EMAIL / ADMIN_PASSWORD. Instances starting together take turns.
 */
export const prepareDatabase = async (payload: Payload, { migrations, seedEmpty, admin }: Options) => {
  await withAdvisoryLock(poolOf(payload), 'remote-passport:prepare', async () => {
    await payload.db.migrate({ migrations })
    await seedEmpty(payload)
    await ensureFirstAdmin(payload, admin)
  })
}

const ensureFirstAdmin = async (payload: Payload, admin: Options['admin']) => {
  if (!admin?.email || !admin.password) return
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email: admin.email, password: admin.password, roles: ['admin'], name: 'Admin' },
  })
  payload.logger.info(`Created the first admin, ${admin.email}`)
}
