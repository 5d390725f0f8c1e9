import { cn } from '@/lib/cn'

const colorOf = (status: string) =>
  status.startsWith('2')
    ? 'bg-emerald-100 text-emerald-800'
    : status.startsWith('4')
      ? 'bg-amber-100 text-amber-900'
      : status.startsWith('5')
        ? 'bg-rose-100 text-rose-800'
        : 'bg-slate-100 text-slate-800'

/** A response's status code, coloured by its class (success, client error …). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded px-1.5 py-0.5 font-mono text-xs font-bold',
        colorOf(status),
      )}
    >
      {status}
    </span>
  )
}
