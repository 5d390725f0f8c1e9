import type { GuideItem } from './types'

/** Testimonials: the quote (text) and who said it (title). */
export function SectionQuote({ items }: { items: GuideItem[] }) {
  return (
    <div className="space-y-4">
      {items.map((item) => (
        <figure
          key={item.id ?? item.title}
          className="max-w-3xl rounded-xl border-l-4 border-blue-700 bg-slate-50 p-6"
        >
          <blockquote className="text-lg text-slate-800">“{item.text}”</blockquote>
          <figcaption className="mt-3 text-sm font-medium text-slate-700">
            — {item.title}
          </figcaption>
        </figure>
      ))}
    </div>
  )
}
