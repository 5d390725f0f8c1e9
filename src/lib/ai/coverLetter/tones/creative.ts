import { article, inner } from '../firstPerson'
import type { LetterMaterial } from '../letterMaterial'
import { coversAllAsks, factRun, listOf, notesOf, paragraph, roleAt } from '../phrasing'
import type { ToneLetter } from '../toneStyles'

/**
 * Creative: opens with a hook, the candidate's strongest achievement told as the start of a story
 * (or their own reason for writing), then the rest of the story, and closes on its next chapter.
 */
export const creativeLetter = (m: LetterMaterial): ToneLetter => {
  const [hook, ...rest] = m.achievements
  const reasons = notesOf(m, 'motivation')
  // Without an achievement, the candidate's reason is the hook; with one, it comes later.
  const why = hook ? undefined : reasons[0]
  const moreWhy = hook ? reasons : reasons.slice(1)
  const opening = hook
    ? paragraph(
        `Let me start with a story from ${hook.company || 'my work'}: ${inner(hook.clause)}.`,
        `That is the kind of work I want to bring to ${m.company} as its next ${m.jobTitle}.`,
      )
    : why
      ? paragraph(
          `Every good letter starts with a reason, and here is mine: ${inner(why)}.`,
          `That is why the ${m.jobTitle} role at ${m.company} stood out to me.`,
        )
      : paragraph(
          `Some openings read like an invitation, and the ${m.jobTitle} role at ${m.company} stands out among them.`,
          'This letter is my reply.',
        )
  const story = paragraph(
    m.identity && `The short version of my story: ${inner(m.identity)}.`,
    !hook &&
      m.role &&
      `${m.role.current ? 'The current chapter: I work as' : 'The latest chapter: I worked as'} ${article(m.role.title)} ${roleAt(m.role)}.`,
    ...rest.map((a, index) => {
      if (index > 0) return `Another chapter: ${inner(a.clause)}.`
      return a.company && a.company !== hook.company
        ? `${hook.latest ? 'Before that' : 'Elsewhere'}, at ${a.company}, ${inner(a.clause)}.`
        : `Along the way, ${inner(a.clause)}.`
    }),
    m.asks.length > 0 &&
      `Your posting calls for ${listOf(m.asks)}${coversAllAsks(m) ? ', and each of them is already in my kit.' : '.'}`,
    m.skills.length > 0 &&
      !coversAllAsks(m) &&
      `${listOf(m.skills)} ${m.skills.length > 1 ? 'are' : 'is'} already in my kit.`,
    ...factRun(notesOf(m, 'experience'), (c) => `A few more details worth knowing: ${inner(c)}.`, [
      (c) => `Add to that: ${inner(c)}.`,
    ]),
  )
  const more = paragraph(
    m.remoteRole &&
      m.remote.clause &&
      `For a remote role, this part of the story matters: ${inner(m.remote.clause)}.`,
    m.remoteRole &&
      !m.remote.clause &&
      m.remote.shown &&
      'For a remote role, the remote experience in that story matters too.',
    ...factRun(notesOf(m, 'practical'), (c) => `A practical note: ${inner(c)}.`, [
      (c) => `And ${inner(c)}.`,
    ]),
    ...factRun(moreWhy, (c) => `Part of why I am writing: ${inner(c)}.`, [
      (c) => `And ${inner(c)}.`,
    ]),
  )
  const close = `If that story sounds like a fit for ${m.company}, I would love to write its next chapter with you, starting with a conversation about ${m.remoteRole ? 'this remote role' : 'the role'}.`
  return {
    greeting: `Hello ${m.company} team,`,
    body: [opening, story, more, close],
    signOff: 'Warmly,',
  }
}
