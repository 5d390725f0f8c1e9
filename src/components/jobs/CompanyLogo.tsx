'use client'

import { useState } from 'react'

import { cn } from '@/lib/cn'

/** The company's logo, or its first letter when there is none or it fails to load. */
export function CompanyLogo({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const [broken, setBroken] = useState(false)
  const box = cn('grid h-12 w-12 shrink-0 place-items-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50', className)
  if (!src || broken || !/^https?:\/\//i.test(src)) {
    return (
      <span aria-hidden className={cn(box, 'bg-blue-50 text-lg font-semibold text-blue-800')}>
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    )
  }
  return (
    <span className={box}>
      {/* eslint-disable-next-line @next/next/no-img-element -- logos live on hosts we do not list in next.config */}
      <img src={src} alt="" width={48} height={48} loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} className="h-full w-full object-contain" />
    </span>
  )
}
