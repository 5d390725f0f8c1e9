export function ItemPoints({ points, label }: { points?: string[] | null; label?: string }) {
  if (!points?.length) return null
  return (
    <ul aria-label={label} className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  )
}
