import type { ResourceNode } from '@/lib/guides/resourceTree'
import { cn } from '@/lib/cn'

import { ResourceCard } from './ResourceCard'

const headingTags = ['h3', 'h4', 'h5', 'h6'] as const

/**
 * The collapsible sections of /resources (native <details>, so they open and close without
 * JavaScript), the first open; subcategories nest inside with one heading level more each.
 */
export function ResourceSections({ sections }: { sections: ResourceNode[] }) {
  return (
    <div className="space-y-4">
      {sections.map((section, index) => (
        <details
          key={section.id}
          open={index === 0}
          className="group rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5">
            <span>
              <h3 className="inline text-xl font-semibold text-slate-900">{section.title}</h3>
              {section.description && (
                <span className="mt-1 block text-sm text-slate-600">{section.description}</span>
              )}
            </span>
            <span
              aria-hidden
              className="text-2xl text-slate-500 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="space-y-6 border-t border-slate-200 p-5">
            {section.children.map((child) => (
              <Subcategory key={child.id} node={child} depth={1} />
            ))}
            <ResourceList node={section} level={4} />
          </div>
        </details>
      ))}
    </div>
  )
}

function Subcategory({ node, depth }: { node: ResourceNode; depth: number }) {
  const Heading = headingTags[Math.min(depth, headingTags.length - 1)]
  return (
    <div className={cn(depth > 1 && 'border-l-2 border-slate-200 pl-4')}>
      <Heading className="text-lg font-semibold text-slate-900">{node.title}</Heading>
      {node.description && <p className="text-sm text-slate-600">{node.description}</p>}
      <ResourceList node={node} level={Math.min(depth + 4, 6)} />
      {node.children.length > 0 && (
        <div className="mt-4 space-y-4">
          {node.children.map((child) => (
            <Subcategory key={child.id} node={child} depth={depth + 1} />
          ))}
        </div>
      )}
    </div>
  )
}

function ResourceList({ node, level }: { node: ResourceNode; level: number }) {
  if (!node.resources.length) return null
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {node.resources.map((resource) => (
        <li key={resource.id}>
          <ResourceCard resource={resource} level={level} />
        </li>
      ))}
    </ul>
  )
}
