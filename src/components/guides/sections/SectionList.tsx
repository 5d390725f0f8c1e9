import { cn } from '@/lib/cn'

import type { GuideItem } from './types'

/** A bulleted or check-mark list; an item's text follows its title. */
export function SectionList({ items, checks = false }: { items: GuideItem[]; checks?: boolean }) {
  return (
    <ul className={cn('space-y-2', !checks && 'list-disc pl-5')}>
      {items.map((item) => (
        <li key={item.id ?? item.title} className={cn('text-slate-700', checks && 'flex gap-2')}>
          {checks && (
            <span aria-hidden className="font-bold text-emerald-700">
              ✓
            </span>
          )}
          <span>
            {item.text ? (
              <strong className="font-semibold text-slate-900">{item.title}: </strong>
            ) : (
              item.title
            )}
            {item.text}
          </span>
        </li>
      ))}
    </ul>
  )
}
