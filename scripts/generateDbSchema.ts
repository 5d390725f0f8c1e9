/**
 * npm run generate:db-schema: writes src/payload-generated-schema.ts, the typed Drizzle tables of
 * the Payload config. Run it after changing a collection's fields (npm run generate runs it too);
 * tests/integration/listed-rule.test.ts fails while the committed file is out of date.
 */
import { getPayload } from 'payload'

import { DATABASE_SCHEMA_FILE, writeDatabaseSchema } from './lib/databaseSchema'

const main = async () => {
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
  await writeDatabaseSchema(payload)
  console.log(`[generate:db-schema] Written ${DATABASE_SCHEMA_FILE}`)
  await payload.destroy()
}

main().catch((error: Error) => {
  console.error(`[generate:db-schema] ${error.message}`)
  process.exit(1)
})
