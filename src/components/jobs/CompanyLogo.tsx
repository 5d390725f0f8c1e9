'use client'

import { useState } from 'react'

import { cx } from '@/lib/cx'

/** The company's logo, or its first letter when there is none or it fails to load. */
export function CompanyLogo({ name, src, size = 'md' }: { name: string; src?: string | null; size?: 'md' | 'lg' }) {
  const [broken, setBroken] = useState(false)
  const box = cx('grid shrink-0 place-items-center overflow-hidden rounded-lg border border-slate-200', size === 'lg' ? 'h-16 w-16' : 'h-12 w-12')
  if (!src || broken || !/^https?:\/\//i.test(src)) {
    return (
      <span aria-hidden className={cx(box, 'bg-blue-50 text-lg font-semibold text-blue-800')}>
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    )
  }
  return (
    <span className={cx(box, 'bg-slate-50')}>
      {/* eslint-disable-next-line @next/next/no-img-element -- logos live on hosts we do not list in next.config */}
      <img src={src} alt="" width={48} height={48} loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} className="h-full w-full object-contain" />
    </span>
  )
}
