import type { ComponentProps } from 'react'

import { cx } from '@/lib/cx'

/** A styled native select: accessible, keyboard-friendly and working without JavaScript. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cx('ui-select', className)} {...props} />
}
