import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/** A styled native select: accessible, keyboard-friendly and working without JavaScript. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm focus-visible:border-blue-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  )
}
