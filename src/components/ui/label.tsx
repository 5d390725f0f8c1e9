import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-900', className)} {...props} />
}
