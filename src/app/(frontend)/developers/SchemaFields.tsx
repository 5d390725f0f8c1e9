import type { SchemaField } from '@/lib/publicApi/apiReference'
import { cn } from '@/lib/cn'

import { DescriptionText } from './DescriptionText'
import { ValueFacts } from './ValueFacts'

const cutNote = (field: SchemaField) =>
  field.cut === 'recursive'
    ? `Holds ${field.schemaName ?? 'the same object'} again: its fields are those listed above.`
    : 'Nested deeper: its fields are in the OpenAPI document.'

/** The fields of a schema as a nested list: name, type, optional or not, what it holds. */
export function SchemaFields({
  fields,
  nested = false,
}: {
  fields: SchemaField[]
  nested?: boolean
}) {
  return (
    <ul
      className={cn('divide-y divide-slate-100', nested && 'mt-2 border-l-2 border-slate-200 pl-3')}
    >
      {fields.map((field) => (
        <li key={field.name} className="py-2">
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <code className="text-sm font-semibold text-slate-900 wrap-anywhere">{field.name}</code>
            <span className="font-mono text-xs text-slate-600 wrap-anywhere">
              {field.type}
              {field.schemaName && !field.type.includes(field.schemaName)
                ? ` (${field.schemaName})`
                : ''}
            </span>
            {!field.required && <span className="text-xs text-slate-500">optional</span>}
          </p>
          {field.description && (
            <p className="mt-0.5 text-sm text-slate-700">
              <DescriptionText text={field.description} />
            </p>
          )}
          <ValueFacts shape={field} />
          {field.cut && <p className="mt-1 text-xs text-slate-500 italic">{cutNote(field)}</p>}
          {field.fields.length > 0 && <SchemaFields fields={field.fields} nested />}
        </li>
      ))}
    </ul>
  )
}
