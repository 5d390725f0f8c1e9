/** The small heading of a part of an operation: Parameters, Responses, Example request. */
export function SectionLabel({ children }: { children: React.ReactNode }) {
  return (
    <h5 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{children}</h5>
  )
}
