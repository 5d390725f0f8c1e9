import { ItemPoints } from './ItemPoints'
import type { GuideItem } from './types'

/** Numbered steps or strategies. */
export function SectionSteps({ items }: { items: GuideItem[] }) {
  return (
    <ol className="space-y-4">
      {items.map((item, index) => (
        <li
          key={item.id ?? item.title}
          className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <span
            aria-hidden
            className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-blue-700 font-semibold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            {item.text && <p className="mt-1 text-slate-600">{item.text}</p>}
            <ItemPoints points={item.points} />
          </div>
        </li>
      ))}
    </ol>
  )
}
