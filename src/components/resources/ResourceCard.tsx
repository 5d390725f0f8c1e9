import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { SmartLink } from '@/components/guides/SmartLink'
import { FREE, VISIT_SITE } from '@/lib/guides/labels'
import type { Resource } from '@/payload-types'

export function ResourceCard({ resource, level = 5 }: { resource: Resource; level?: number }) {
  const Heading = `h${Math.min(Math.max(level, 2), 6)}` as 'h5'
  return (
    <article
      aria-labelledby={`resource-${resource.id}`}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <Heading id={`resource-${resource.id}`} className="font-semibold text-slate-900">
          {resource.name}
        </Heading>
        {resource.free && <Badge variant="success">{FREE}</Badge>}
      </div>
      <p className="mt-1 flex-1 text-sm text-slate-600">{resource.description}</p>
      <SmartLink href={resource.url} className={buttonClasses('outline', 'sm', 'mt-3 self-start')}>
        {VISIT_SITE}
        <span className="sr-only">: {resource.name}</span>
      </SmartLink>
    </article>
  )
}
