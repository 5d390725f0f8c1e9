import type { ReferenceGroup } from '@/lib/publicApi/apiReference'

import { MethodBadge } from './MethodBadge'

/** The reference's table of contents: each tag, and under it each operation, linked by anchor. */
export function ReferenceContents({ groups }: { groups: ReferenceGroup[] }) {
  return (
    <nav
      aria-labelledby="api-contents-title"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="api-contents-title" className="text-sm font-semibold text-slate-900">
        Contents
      </h3>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        {groups.map((group) => (
          <li key={group.anchor}>
            <a href={`#${group.anchor}`} className="font-semibold text-blue-700 hover:underline">
              {group.tag}
            </a>
            <ul className="mt-1 space-y-1">
              {group.operations.map((operation) => (
                <li key={operation.anchor}>
                  <a
                    href={`#${operation.anchor}`}
                    className="group flex items-baseline gap-2 text-sm text-slate-800"
                  >
                    <MethodBadge method={operation.method} className="shrink-0" />
                    <span className="min-w-0">
                      <span className="group-hover:underline">
                        {operation.summary ?? operation.path}
                      </span>
                      {operation.summary && (
                        <code className="block text-xs text-slate-500 wrap-anywhere">
                          {operation.path}
                        </code>
                      )}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}
