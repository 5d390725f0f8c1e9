import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

type Variant = 'default' | 'secondary' | 'outline' | 'success'

/** A pill label: component classes (globals.css) that a utility passed beside them overrides. */
export function Badge({ variant = 'secondary', className, ...props }: ComponentProps<'span'> & { variant?: Variant }) {
  return <span className={cn('ui-badge', `ui-badge-${variant}`, className)} {...props} />
}
