import type { ReactNode } from 'react'

import type { SectionDisplay } from '@/lib/guides/sectionDisplays'

import { SectionBudgets } from './sections/SectionBudgets'
import { SectionCards } from './sections/SectionCards'
import { SectionChecklist } from './sections/SectionChecklist'
import { SectionFrame } from './sections/SectionFrame'
import { SectionList } from './sections/SectionList'
import { SectionLinks } from './sections/SectionLinks'
import { SectionQuestions } from './sections/SectionQuestions'
import { SectionQuote } from './sections/SectionQuote'
import { SectionSchedule } from './sections/SectionSchedule'
import { SectionSkills } from './sections/SectionSkills'
import { SectionStats } from './sections/SectionStats'
import { SectionSteps } from './sections/SectionSteps'
import { SectionTemplates } from './sections/SectionTemplates'
import { sectionId, type GuideItem, type GuideSection } from './sections/types'

/** What the page itself puts where an editor placed its "directory", "comparison" or "figures" section. */
export type SectionSlots = Partial<Record<'directory' | 'comparison' | 'figures', ReactNode>>

const content = (
  display: SectionDisplay,
  items: GuideItem[],
  section: GuideSection,
  key: string,
) => {
  switch (display) {
    case 'list':
      return <SectionList items={items} />
    case 'checks':
      return <SectionList items={items} checks />
    case 'steps':
      return <SectionSteps items={items} />
    case 'stats':
      return <SectionStats items={items} />
    case 'schedule':
      return <SectionSchedule items={items} caption={section.heading} />
    case 'budgets':
      return <SectionBudgets items={items} />
    case 'quote':
      return <SectionQuote items={items} />
    case 'questions':
      return <SectionQuestions items={items} />
    case 'skills':
      return <SectionSkills items={items} />
    case 'templates':
      return <SectionTemplates items={items} />
    case 'checklist':
      return <SectionChecklist items={items} sectionKey={key} />
    case 'links':
      return <SectionLinks items={items} />
    default:
      return <SectionCards items={items} />
  }
}

/** A guide's sections in the editors' order, each shown the way its display says. */
export function GuideSections({
  sections,
  slots = {},
}: {
  sections: GuideSection[] | null | undefined
  slots?: SectionSlots
}) {
  return (sections ?? []).map((section, index) => {
    const id = sectionId(section, index)
    const display = (section.display ?? 'cards') as SectionDisplay
    if (display === 'directory' || display === 'comparison' || display === 'figures') {
      const slot = slots[display]
      return slot ? (
        <SectionFrame key={id} id={id} section={section}>
          {slot}
        </SectionFrame>
      ) : null
    }
    const items = section.items ?? []
    if (display === 'links')
      return (
        <SectionFrame
          key={id}
          id={id}
          section={section}
          className="rounded-2xl bg-slate-50 p-8 text-center [&_div]:justify-center [&_p]:mx-auto"
        >
          {content(display, items, section, id)}
        </SectionFrame>
      )
    return (
      <SectionFrame
        key={id}
        id={id}
        section={section}
        className={display === 'checklist' ? 'checklist-phase' : undefined}
      >
        {content(display, items, section, id)}
      </SectionFrame>
    )
  })
}
