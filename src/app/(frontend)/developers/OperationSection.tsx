import type { ReferenceOperation } from '@/lib/publicApi/apiReference'

import { DescriptionText } from './DescriptionText'
import { MethodBadge } from './MethodBadge'
import { ParametersTable } from './ParametersTable'
import { ResponseList } from './ResponseList'
import { SchemaBody } from './SchemaBody'
import { SectionLabel } from './SectionLabel'

/** One operation of the API: its address, what it does, a request to try, its parameters and answers. */
export function OperationSection({ operation }: { operation: ReferenceOperation }) {
  const titleId = `${operation.anchor}-title`
  return (
    <section
      id={operation.anchor}
      aria-labelledby={titleId}
      className="scroll-mt-20 space-y-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="space-y-2">
        <h4 id={titleId} className="text-lg font-semibold text-slate-900">
          <a href={`#${operation.anchor}`} className="hover:underline">
            {operation.summary ?? `${operation.method} ${operation.path}`}
          </a>
          {operation.deprecated && (
            <span className="ml-2 text-sm font-normal text-rose-700">(deprecated)</span>
          )}
        </h4>
        <p className="flex flex-wrap items-center gap-2">
          <MethodBadge method={operation.method} />{' '}
          <code className="font-mono text-sm text-slate-900 wrap-anywhere">{operation.path}</code>
        </p>
        {operation.description && (
          <p className="text-slate-700">
            <DescriptionText text={operation.description} />
          </p>
        )}
      </div>
      {operation.curl && (
        <div>
          <SectionLabel>Example request</SectionLabel>
          <pre
            tabIndex={0}
            className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100"
          >
            <code>{operation.curl}</code>
          </pre>
        </div>
      )}
      {operation.parameters.length > 0 && <ParametersTable parameters={operation.parameters} />}
      {operation.requestBody && (
        <div>
          <SectionLabel>
            Request body{operation.requestBody.required ? '' : ' (optional)'}
          </SectionLabel>
          {operation.requestBody.description && (
            <p className="mt-1 text-sm text-slate-700">
              <DescriptionText text={operation.requestBody.description} />
            </p>
          )}
          {operation.requestBody.contentType && (
            <code className="text-xs text-slate-500">{operation.requestBody.contentType}</code>
          )}
          {operation.requestBody.schema && (
            <SchemaBody schema={operation.requestBody.schema} open />
          )}
        </div>
      )}
      <ResponseList responses={operation.responses} />
    </section>
  )
}
