import type { Migration, Payload } from 'payload'

import { migrations } from '../../../migrations'
import { seedDatabase } from '../../../seed/seedDatabase'
import { withAdvisoryLock } from './advisoryLock'
import { poolOf } from './pool'

type Options = {
  demo: boolean
  admin?: { email?: string; password?: string }
}

/**
 * What every start does before serving: apply the committed migrations, seed an empty database and
 * create the first admin from ADMIN_EMAIL / ADMIN_PASSWORD. Instances starting together take turns.
 */
export const prepareDatabase = async (payload: Payload, { demo, admin }: Options) => {
  await withAdvisoryLock(poolOf(payload), 'remote-passport:prepare', async () => {
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    await seedDatabase(payload, { demo, onlyEmpty: true })
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
