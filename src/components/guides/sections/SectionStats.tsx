/** A strip of figures (title) with their captions (text): an editor's, or computed by the page. */
export function SectionStats({ items }: { items: Array<{ id?: string | null; title?: string | null; text?: string | null }> }) {
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-xl bg-blue-50 p-6 text-center md:grid-cols-4">
      {items.map((item) => (
        <div key={item.id ?? item.title} className="flex flex-col-reverse">
          <dt className="text-sm text-slate-700">{item.text}</dt>
          <dd className="text-lg font-bold text-blue-800 [overflow-wrap:normal] sm:text-2xl">{item.title}</dd>
        </div>
      ))}
    </dl>
  )
}
