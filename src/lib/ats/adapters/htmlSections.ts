import { escapeText } from 'entities'

import { textOf } from './payloadValues'

/** One part of a description: a plain-text heading (may be empty) and the part's own HTML. */
export type HtmlSection = { heading: unknown; html: unknown }

/**
 * Headed parts joined into one description: `<h3>heading</h3>` (the heading escaped, as it is
 * plain text) and then the part's HTML. Parts without HTML are left out; null when none has any.
 */
export const joinSections = (sections: readonly HtmlSection[]): string | null => {
  const parts: string[] = []
  for (const section of sections) {
    const html = textOf(section.html)
    if (!html) continue
    const heading = textOf(section.heading)
    parts.push(heading ? `<h3>${escapeText(heading)}</h3>${html}` : html)
  }
  return parts.join('\n') || null
}
