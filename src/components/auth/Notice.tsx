import { cn } from '@/lib/cn'

const tones = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  error: 'border-red-200 bg-red-50 text-red-900',
} as const

/** A message on the page itself (toasts vanish): what happened and what to do next. */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: keyof typeof tones
  children: React.ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border p-4 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  )
}
