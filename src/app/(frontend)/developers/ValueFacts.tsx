import type { SchemaShape } from '@/lib/publicApi/apiReference'

/** The values a parameter or field may take, its limits, default and example, in small print. */
export function ValueFacts({ shape }: { shape: SchemaShape }) {
  const each = shape.type.startsWith('array')
  return (
    <>
      {shape.values && (
        <p className="mt-1 flex flex-wrap items-baseline gap-1 text-xs text-slate-600">
          <span>{each ? 'Each one of:' : 'One of:'}</span>
          {shape.values.map((value, index) => (
            <code
              key={`${index}-${value}`}
              className="rounded bg-slate-100 px-1 py-0.5 text-slate-800 wrap-anywhere"
            >
              {value}
            </code>
          ))}
        </p>
      )}
      {shape.constraints.length > 0 && (
        <p className="mt-1 text-xs text-slate-600">{shape.constraints.join(' · ')}</p>
      )}
      {shape.defaultValue !== undefined && (
        <p className="mt-1 text-xs text-slate-600">
          Default: <code className="text-slate-800 wrap-anywhere">{shape.defaultValue}</code>
        </p>
      )}
      {shape.example !== undefined && (
        <p className="mt-1 text-xs text-slate-600">
          Example: <code className="text-slate-800 wrap-anywhere">{shape.example}</code>
        </p>
      )}
    </>
  )
}
