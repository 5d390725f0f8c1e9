import type { ApiReferenceContent } from '@/lib/publicApi/apiReference'

import { DescriptionText } from './DescriptionText'
import { OperationSection } from './OperationSection'
import { ReferenceContents } from './ReferenceContents'

/**
 * The API reference, rendered on the server from the OpenAPI document the API serves: plain
 * HTML, no script and no image, so it reads the same with JavaScript off.
 */
export function ApiReference({ reference }: { reference: ApiReferenceContent }) {
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h2 id="api-reference-title" className="text-2xl font-bold text-slate-900">
          API reference
        </h2>
        <p className="text-sm text-slate-600">
          {reference.title}
          {reference.version && `, version ${reference.version}`}. Base URL{' '}
          <code className="text-slate-900 wrap-anywhere">{reference.baseUrl}</code>
        </p>
        {reference.description && (
          <p className="text-slate-700">
            <DescriptionText text={reference.description} />
          </p>
        )}
      </header>
      <ReferenceContents groups={reference.groups} />
      {reference.groups.map((group) => (
        <section
          key={group.anchor}
          id={group.anchor}
          aria-labelledby={`${group.anchor}-title`}
          className="scroll-mt-20 space-y-4"
        >
          <div>
            <h3 id={`${group.anchor}-title`} className="text-xl font-bold text-slate-900">
              {group.tag}
            </h3>
            {group.description && (
              <p className="mt-1 text-slate-700">
                <DescriptionText text={group.description} />
              </p>
            )}
          </div>
          {group.operations.map((operation) => (
            <OperationSection key={operation.anchor} operation={operation} />
          ))}
        </section>
      ))}
    </div>
  )
}
