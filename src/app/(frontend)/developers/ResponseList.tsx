import type { ReferenceResponse } from '@/lib/publicApi/apiReference'

import { DescriptionText } from './DescriptionText'
import { SchemaBody } from './SchemaBody'
import { SectionLabel } from './SectionLabel'
import { StatusBadge } from './StatusBadge'

/** What an operation may answer: each status, its media type and headers, and its body's fields. */
export function ResponseList({ responses }: { responses: ReferenceResponse[] }) {
  return (
    <div>
      <SectionLabel>Responses</SectionLabel>
      <ul className="mt-2 space-y-2">
        {responses.map((response) => (
          <li key={response.status} className="rounded-md border border-slate-200 px-3 py-2">
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
              <StatusBadge status={response.status} />
              {response.description && (
                <span className="text-slate-800">
                  <DescriptionText text={response.description} />
                </span>
              )}
              {response.contentType && (
                <code className="text-xs text-slate-500 wrap-anywhere">{response.contentType}</code>
              )}
            </p>
            {response.headers.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                {response.headers.map((header) => (
                  <li key={header.name}>
                    Header <code className="font-semibold text-slate-800">{header.name}</code> (
                    {header.type})
                    {header.description && (
                      <>
                        : <DescriptionText text={header.description} />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {response.schema && (
              <div className="mt-1">
                <SchemaBody schema={response.schema} open={response.status.startsWith('2')} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
