import { article, inner } from '../firstPerson'
import type { LetterMaterial } from '../letterMaterial'
import {
  coversAllAsks,
  factRun,
  hasMaterial,
  listOf,
  notesOf,
  paragraph,
  roleAt,
  sentence,
} from '../phrasing'
import type { ToneLetter } from '../toneStyles'

/**
 * Enthusiastic: short sentences and warmth. It leads with what the candidate says excites them
 * (or the opening itself), lists what they would bring, and has exactly two exclamation marks.
 */
export const enthusiasticLetter = (m: LetterMaterial): ToneLetter => {
  const [why, ...moreWhy] = notesOf(m, 'motivation')
  const [first, second, third] = m.achievements
  const opening = paragraph(
    why
      ? sentence(why).replace(/\.$/, '!')
      : `I was so excited to see the ${m.jobTitle} opening at ${m.company}!`,
    why && `So when I saw the ${m.jobTitle} opening at ${m.company}, I knew I had to apply.`,
    m.asks.length > 0 && sentence(`${listOf(m.asks)}? That's the kind of work I want to do`),
    !hasMaterial(m) && `I'd love to learn more about the team and what you need from this role.`,
  )
  const elsewhere = (company: string) =>
    company && company !== first?.company ? `at ${company}, ` : ''
  const bring = paragraph(
    m.identity && `Quick intro: ${inner(m.identity)}.`,
    !first &&
      m.role &&
      `${m.role.current ? "Right now I'm" : 'Most recently, I was'} ${article(m.role.title)} ${roleAt(m.role)}.`,
    first && "Here's what I'd bring.",
    first && `A highlight${first.company ? ` from ${first.company}` : ''}: ${inner(first.clause)}.`,
    second && sentence(`And ${elsewhere(second.company)}${inner(second.clause)}`),
    third && sentence(`Plus, ${elsewhere(third.company)}${inner(third.clause)}`),
    m.skills.length > 0 &&
      (coversAllAsks(m)
        ? 'My toolbox has every skill on that list.'
        : `My toolbox: ${listOf(m.skills)}.`),
  )
  const more = paragraph(
    ...factRun(notesOf(m, 'experience'), (c) => `A bit more about me: ${inner(c)}.`, [
      (c) => `Oh, and ${inner(c)}.`,
      (c) => `Also, ${inner(c)}.`,
    ]),
    m.remoteRole && m.remote.clause && `Remote work? Count me in: ${inner(m.remote.clause)}.`,
    m.remoteRole &&
      !m.remote.clause &&
      m.remote.shown &&
      "Remote work? You've already seen my remote experience above.",
    ...factRun(notesOf(m, 'practical'), (c) => `Good to know: ${inner(c)}.`, [
      (c) => `Also, ${inner(c)}.`,
    ]),
    ...moreWhy.map((c) => `And ${inner(c)}.`),
  )
  const close = `I'd love to chat about ${m.remoteRole ? 'this remote role' : 'the role'} and what I could bring to ${m.company}! Thanks so much for reading.`
  return {
    greeting: `Hi ${m.company} team,`,
    body: [opening, bring, more, close],
    signOff: 'Best wishes,',
  }
}
