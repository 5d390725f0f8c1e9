/** The look of a filter's button, the same before and after its menu has loaded. */
export const FILTER_TRIGGER_CLASS =
  'inline-flex h-10 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 data-[state=open]:border-blue-600'

/** Its label, or "N selected" once values are picked. */
export function FilterTriggerContent({ label, count }: { label: string; count: number }) {
  return (
    <>
      <span>{count ? `${count} selected` : label}</span>
      <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 text-slate-500" fill="none">
        <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </>
  )
}
