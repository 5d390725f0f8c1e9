import { article, inner, withAlso } from '../firstPerson'
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
import type { Achievement } from '../resumeEvidence'
import type { ToneLetter } from '../toneStyles'

/** Where an achievement happened: the latest job by its title, an earlier one by its company. */
const setting = (a: Achievement) => {
  if (a.latest && a.title)
    return `In my ${a.current ? 'current' : 'most recent'} role as ${roleAt(a)}, `
  if (a.company) return `At ${a.company}, `
  return a.title ? `As ${article(a.title)} ${a.title}, ` : ''
}

/**
 * Professional: a measured four-paragraph letter. The application and who the candidate is, the
 * evidence (achievements, then the skills the posting names), practical fit, and a plain close.
 */
export const professionalLetter = (m: LetterMaterial): ToneLetter => {
  const [first, ...more] = m.achievements
  const remote = m.remoteRole && !/\bremote\b/i.test(m.jobTitle) ? ', a remote role' : ''
  const opening = paragraph(
    `I am writing to apply for the ${m.jobTitle} position at ${m.company}${remote}.`,
    m.identity && sentence(m.identity),
    !first &&
      m.role &&
      `${m.role.current ? 'I currently work as' : 'Most recently, I worked as'} ${article(m.role.title)} ${roleAt(m.role)}.`,
    m.asks.length > 0 && `The posting asks for ${listOf(m.asks)}.`,
    !hasMaterial(m) &&
      `I would be glad to tell you more about my background and to learn what ${m.company} needs from this position.`,
  )
  const evidence = paragraph(
    first && sentence(`${setting(first)}${first.clause}`),
    ...more.map((a, index) => {
      const before = index === 0 ? first : more[index - 1]
      const place = a.company && a.company !== before.company ? `At ${a.company}, ` : ''
      return index === 0
        ? sentence(`${place}${place ? inner(withAlso(a.clause)) : withAlso(a.clause)}`)
        : sentence(`${place || 'In addition, '}${inner(a.clause)}`)
    }),
    m.skills.length > 0 &&
      (coversAllAsks(m)
        ? 'I bring each of the skills the posting names.'
        : m.asks.length
          ? `Of the skills the posting names, I bring ${listOf(m.skills)}.`
          : `My skills include ${listOf(m.skills)}.`),
    ...factRun(notesOf(m, 'experience'), (c) => `I would add that ${inner(c)}.`, [
      (c) => sentence(withAlso(c)),
      (c) => `Beyond that, ${inner(c)}.`,
    ]),
  )
  const fit = paragraph(
    m.remoteRole &&
      m.remote.clause &&
      `Since this is a remote role, it is worth noting that ${inner(m.remote.clause)}.`,
    m.remoteRole &&
      !m.remote.clause &&
      m.remote.shown &&
      'Since this is a remote role, the remote experience mentioned above is directly relevant.',
    ...factRun(notesOf(m, 'practical'), (c) => `On the practical side, ${inner(c)}.`, [
      (c) => sentence(withAlso(c)),
    ]),
    ...factRun(notesOf(m, 'motivation'), (c) => `As to why ${m.company}: ${inner(c)}.`, [
      (c) => sentence(withAlso(c)),
    ]),
  )
  const close = `I would welcome the opportunity to discuss ${m.remoteRole ? 'this remote role' : 'the role'} and how I could contribute to ${m.company}. Thank you for your time and consideration.`
  return {
    greeting: `Dear ${m.company} Hiring Team,`,
    body: [opening, evidence, fit, close],
    signOff: 'Kind regards,',
  }
}
