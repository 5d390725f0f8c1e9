import type { ReactNode } from 'react'

import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

import type { GuideSection } from './types'

/** A guide section: its heading (h2), optional badge and intro, then its content. */
export function SectionFrame({
  id,
  section,
  className,
  children,
}: {
  id: string
  section: Pick<GuideSection, 'heading' | 'label' | 'intro'>
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={cn('mt-12', className)}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
          {section.heading}
        </h2>
        {section.label && <Badge variant="default">{section.label}</Badge>}
      </div>
      {section.intro && <p className="mt-2 max-w-3xl text-slate-600">{section.intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  )
}
