import { ItemPoints } from './ItemPoints'
import type { GuideItem } from './types'

/** Monthly budget boxes: name, price per month (label), what it buys (points). */
export function SectionBudgets({ items }: { items: GuideItem[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.id ?? item.title}
          className="rounded-xl border-2 border-blue-200 bg-blue-50 p-6"
        >
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          {item.label && <p className="mt-1 text-3xl font-bold text-blue-800">{item.label}</p>}
          {item.text && <p className="mt-2 text-sm text-slate-700">{item.text}</p>}
          <ItemPoints points={item.points} />
        </li>
      ))}
    </ul>
  )
}
