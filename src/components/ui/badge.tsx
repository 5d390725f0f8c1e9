import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

const variants = {
  default: 'bg-blue-700 text-white',
  secondary: 'bg-slate-100 text-slate-800',
  outline: 'border border-slate-300 text-slate-700',
  success: 'bg-emerald-100 text-emerald-800',
} as const

export function Badge({ variant = 'secondary', className, ...props }: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', variants[variant], className)}
      {...props}
    />
  )
}
