import type { SchemaShape } from '@/lib/publicApi/apiReference'

import { SchemaFields } from './SchemaFields'

const nameOf = (schema: SchemaShape) =>
  schema.schemaName && !schema.type.includes(schema.schemaName)
    ? `${schema.schemaName} (${schema.type})`
    : schema.type

/**
 * A request or response body: its schema's fields, in a disclosure that works without script
 * (a native <details>), open when asked (a success's answer).
 */
export function SchemaBody({ schema, open = false }: { schema: SchemaShape; open?: boolean }) {
  if (!schema.fields.length)
    return (
      <p className="text-xs text-slate-600">
        Body: <code className="wrap-anywhere">{nameOf(schema)}</code>
      </p>
    )
  return (
    <details open={open}>
      <summary className="cursor-pointer text-xs text-slate-600 select-none">
        Body: <code className="text-slate-800 wrap-anywhere">{nameOf(schema)}</code>
        {schema.type.startsWith('array') ? ', each item with' : ', with'} {schema.fields.length}{' '}
        fields
      </summary>
      <SchemaFields fields={schema.fields} />
    </details>
  )
}
