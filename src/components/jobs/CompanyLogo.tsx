'use client'

import { useEffect, useRef, useState } from 'react'

import { cn } from '@/lib/cn'

/**
 * The company's logo, or its first letter when there is none or it fails to load, even before the
 * page is interactive (a server-rendered image may fail before React listens for its error).
 */
export function CompanyLogo({ name, src, size = 'md' }: { name: string; src?: string | null; size?: 'md' | 'lg' }) {
  const [broken, setBroken] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = image.current
    if (img?.complete && img.naturalWidth === 0) setBroken(true)
  }, [src])
  // The look is the `company-logo` classes of globals.css: thirty logos on a page of /jobs.
  const box = cn('company-logo', size === 'lg' && 'company-logo-lg')
  if (!src || broken || !/^https?:\/\//i.test(src)) {
    return (
      <span aria-hidden className={cn(box, 'company-logo-letter')}>
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    )
  }
  return (
    <span className={box}>
      {/* eslint-disable-next-line @next/next/no-img-element -- logos live on hosts we do not list in next.config */}
      <img ref={image} src={src} alt="" width={48} height={48} loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} />
    </span>
  )
}
