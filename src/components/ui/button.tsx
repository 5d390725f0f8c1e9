import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

export type ButtonProps = ComponentProps<'button'> & {
  variant?: 'default' | 'outline' | 'ghost' | 'secondary' | 'destructive'
  size?: 'default' | 'sm' | 'lg' | 'icon'
}

/** The classes of a button (for links styled as buttons too); utilities passed in win. */
export const buttonClasses = (variant: ButtonProps['variant'] = 'default', size: ButtonProps['size'] = 'default', className?: string) =>
  cn('ui-btn', `ui-btn-${variant}`, `ui-btn-size-${size}`, className)

/** A button; links styled as buttons use buttonClasses() on the link instead. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <button className={buttonClasses(variant, size, className)} {...props} />
}
