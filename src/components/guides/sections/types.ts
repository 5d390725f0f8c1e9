import type { Guide } from '@/payload-types'

export type GuideSection = NonNullable<Guide['sections']>[number]
export type GuideItem = NonNullable<GuideSection['items']>[number]

/** A stable id for a section's heading, for aria-labelledby and in-page links. */
export const sectionId = (section: GuideSection, index: number) => `section-${section.id ?? index}`
