import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/** A styled native select: accessible, keyboard-friendly and working without JavaScript. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn('ui-select', className)} {...props} />
}
