import { Badge } from '@/components/ui/badge'

import { CopyTemplateButton } from './CopyTemplateButton'
import type { GuideItem } from './types'

/** Copyable templates: title, category badge, the full text and a Copy button. */
export function SectionTemplates({ items }: { items: GuideItem[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.id ?? item.title}>
          <article
            aria-labelledby={`template-${item.id}`}
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`template-${item.id}`} className="font-semibold text-slate-900">
                {item.title}
              </h3>
              <div className="flex items-center gap-2">
                {item.label && <Badge>{item.label}</Badge>}
                <CopyTemplateButton title={item.title} text={item.text ?? ''} />
              </div>
            </div>
            <pre className="mt-4 flex-1 whitespace-pre-wrap rounded-lg bg-slate-50 p-4 font-sans text-sm text-slate-700">
              {item.text}
            </pre>
          </article>
        </li>
      ))}
    </ul>
  )
}
