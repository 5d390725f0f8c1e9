import Link from 'next/link'
import type { ReactNode } from 'react'

import { NEW_TAB_NOTE_ID } from '@/components/layout/NewTabNote'
import { linkTarget, outboundRel } from '@/lib/guides/linkTarget'

/**
 * A link to a page of this site, or to another site in a new tab (rel sponsored when it is).
 * Renders its children without a link when the address is not one we follow.
 */
export function SmartLink({
  href,
  className,
  sponsored,
  children,
}: {
  href: string | null | undefined
  className?: string
  sponsored?: boolean | null
  children: ReactNode
}) {
  const target = linkTarget(href)
  if (!target) return null
  if (!target.external)
    return (
      <Link href={target.href} className={className}>
        {children}
      </Link>
    )
  return (
    <a href={target.href} target="_blank" rel={outboundRel(sponsored)} className={className} aria-describedby={NEW_TAB_NOTE_ID}>
      {children}
    </a>
  )
}
