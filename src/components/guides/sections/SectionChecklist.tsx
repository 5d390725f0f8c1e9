import type { GuideItem } from './types'

/** A phase of tickable items. Native checkboxes: ticking needs no script, and is not saved. */
export function SectionChecklist({
  items,
  sectionKey,
}: {
  items: GuideItem[]
  sectionKey: string
}) {
  return (
    <ul className="space-y-2">
      {items.map((item, index) => {
        const id = `${sectionKey}-item-${index}`
        return (
          <li key={item.id ?? item.title} className="checklist-item flex items-start gap-3">
            <input id={id} type="checkbox" className="mt-1 h-4 w-4 accent-blue-700" />
            <label htmlFor={id} className="text-slate-800">
              {item.title}
              {item.text && <span className="block text-sm text-slate-600">{item.text}</span>}
            </label>
          </li>
        )
      })}
    </ul>
  )
}
