import type { ComponentProps } from 'react'

import { cx } from '@/lib/cx'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx('ui-input', className)} {...props} />
}
