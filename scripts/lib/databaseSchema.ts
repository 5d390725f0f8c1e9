import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { format, resolveConfig } from 'prettier'

import { root } from './environment'

/** The typed Drizzle tables the hand-built SQL of src/lib is written against. */
export const DATABASE_SCHEMA_FILE = path.join(root, 'src/payload-generated-schema.ts')

type Enums = Record<string, { enumValues: readonly string[] }>

/**
 * Payload's generator puts enum values in single quotes unescaped, so "Bachelor's Degree" ends its
 * string early; each enum's list is written again from the adapter's own values.
 */
const quoteEnumValues = (code: string, enums: Enums) =>
  code.replace(/^(export const (\w+) = pgEnum\('\w+', )\[.*\]\)$/gm, (line, head: string, name: string) =>
    enums[name] ? `${head}${JSON.stringify(enums[name].enumValues)})` : line,
  )

/**
 * Writes the Drizzle schema of the Payload config (`payload generate:db-schema`, made valid and
 * formatted the project's way) to `outputFile`. No database connection is needed.
 */
export const writeDatabaseSchema = async (payload: Payload, outputFile = DATABASE_SCHEMA_FILE) => {
  if (!payload.db.generateSchema) throw new Error(`${payload.db.packageName} cannot generate a Drizzle schema`)
  await payload.db.generateSchema({ outputFile, prettify: false, log: false })
  const generated = await readFile(outputFile, 'utf8')
  const code = quoteEnumValues(generated, payload.db.enums).replace(
    're-run `payload generate:db-schema`',
    're-run `npm run generate:db-schema`',
  )
  // The project's Prettier settings, wherever the file is written (a test writes it to a temp dir).
  const options = await resolveConfig(DATABASE_SCHEMA_FILE)
  await writeFile(outputFile, await format(code, { ...options, parser: 'typescript' }))
}
