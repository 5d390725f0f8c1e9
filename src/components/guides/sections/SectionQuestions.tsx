import { ItemPoints } from './ItemPoints'
import type { GuideItem } from './types'

/** Numbered interview questions, each with what the interviewer looks for and answer tips. */
export function SectionQuestions({ items }: { items: GuideItem[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {items.map((item, index) => (
        <li
          key={item.id ?? item.title}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3 className="font-semibold text-slate-900">
            <span className="text-blue-700">{index + 1}. </span>
            {item.title}
          </h3>
          {item.text && <p className="mt-2 text-sm text-slate-600">{item.text}</p>}
          <ItemPoints points={item.points} label="How to answer" />
        </li>
      ))}
    </ol>
  )
}
