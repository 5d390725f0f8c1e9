import { getPayload, type Migration, type Payload } from 'payload'

import { migrations } from '../../migrations'
import { seedDatabase } from '../../seed/seedDatabase'
import { closePayload } from '../../src/lib/db/keepPoolAlive'
import { prepareDatabase } from '../../src/lib/db/prepareDatabase'

/**
 * Boots Payload once to migrate, seed and create the first admin, runs `then` with it if given,
 * and lets go of the database.
 */
export const prepare = async (then?: (payload: Payload) => Promise<void>) => {
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  try {
    await prepareDatabase(payload, {
      migrations: migrations as unknown as Migration[],
      seedEmpty: (prepared) => seedDatabase(prepared, { demo: process.env.SEED_DEMO === '1', onlyEmpty: true }),
      admin: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    })
    await then?.(payload)
  } finally {
    await closePayload(payload)
  }
}
