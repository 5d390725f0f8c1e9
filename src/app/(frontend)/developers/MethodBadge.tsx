import { cn } from '@/lib/cn'

const COLORS: Record<string, string> = {
  GET: 'bg-emerald-100 text-emerald-800',
  POST: 'bg-blue-100 text-blue-800',
  PUT: 'bg-amber-100 text-amber-900',
  PATCH: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-rose-100 text-rose-800',
}

/** An HTTP method as a small label, coloured by what it does. */
export function MethodBadge({ method, className }: { method: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded px-1.5 py-0.5 font-mono text-xs font-bold',
        COLORS[method] ?? 'bg-slate-100 text-slate-800',
        className,
      )}
    >
      {method}
    </span>
  )
}
