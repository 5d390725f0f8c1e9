import { Badge } from '@/components/ui/badge'
import { skillShareText } from '@/lib/guides/labels'

import { ItemPoints } from './ItemPoints'
import type { GuideItem } from './types'

/** A primary badge for Critical demand, secondary for every other level. */
export const demandBadgeVariant = (demand: string | null | undefined) =>
  demand === 'Critical' ? 'default' : 'secondary'

/** The ranked skills: rank, name, demand badge, share of postings, description, tips. */
export function SectionSkills({ items }: { items: GuideItem[] }) {
  return (
    <ol className="space-y-4">
      {items.map((item, index) => (
        <li
          key={item.id ?? item.title}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-2xl font-bold text-blue-800">#{index + 1}</span>
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            {item.label && <Badge variant={demandBadgeVariant(item.label)}>{item.label}</Badge>}
          </div>
          {typeof item.figure === 'number' && (
            <div className="mt-3">
              <p className="text-sm font-medium text-slate-700">{skillShareText(item.figure)}</p>
              <div aria-hidden className="mt-1 h-2 rounded-full bg-slate-100">
                <div
                  className="h-2 rounded-full bg-blue-700"
                  style={{ width: `${Math.min(100, item.figure)}%` }}
                />
              </div>
            </div>
          )}
          {item.text && <p className="mt-3 text-slate-600">{item.text}</p>}
          <ItemPoints points={item.points} label="How to improve" />
        </li>
      ))}
    </ol>
  )
}
