import type { GuideItem } from './types'

/** A day's schedule: time (title) and activity (text). */
export function SectionSchedule({ items, caption }: { items: GuideItem[]; caption: string }) {
  return (
    <table className="w-full max-w-2xl overflow-hidden rounded-xl border border-slate-200 text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          <th scope="col" className="px-4 py-2 font-semibold">
            Time
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            Activity
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id ?? item.title} className="border-t border-slate-200">
            <th scope="row" className="whitespace-nowrap px-4 py-2 font-medium text-slate-900">
              {item.title}
            </th>
            <td className="px-4 py-2 text-slate-700">{item.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
