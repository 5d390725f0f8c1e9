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
import type { Achievement } from '../resumeEvidence'
import type { ToneLetter } from '../toneStyles'

const setting = (a: Achievement) => {
  if (a.latest && a.title)
    return `In my ${a.current ? 'present' : 'most recent'} capacity as ${roleAt(a)}, `
  if (a.company) return `During my time at ${a.company}, `
  return a.title ? `In my position as ${a.title}, ` : ''
}

/**
 * Formal: "Dear Hiring Committee", the application and the position's requirements, the record
 * with its connectives (in addition, furthermore), further particulars, and a formal close. No
 * contractions (the clauses come expanded) and no exclamation marks.
 */
export const formalLetter = (m: LetterMaterial): ToneLetter => {
  const [first, ...more] = m.achievements
  const opening = paragraph(
    `I wish to submit my application for the position of ${m.jobTitle} at ${m.company}.`,
    m.remoteRole && 'I note that this is a remote position.',
    m.asks.length > 0 && `I understand that the position calls for ${listOf(m.asks)}.`,
    !hasMaterial(m) &&
      'I would welcome the opportunity to provide further information regarding my background and to learn more about the requirements of the position.',
  )
  const record = paragraph(
    m.identity && `By way of background, ${inner(m.identity)}.`,
    !first &&
      m.role &&
      `${m.role.current ? 'I am presently employed' : 'I was most recently employed'} as ${article(m.role.title)} ${roleAt(m.role)}.`,
    first && sentence(`${setting(first)}${first.clause}`),
    ...more.map((a, index) => {
      const before = index === 0 ? first : more[index - 1]
      const time = a.current ? 'in my present position at' : 'during my time at'
      const place = a.company && a.company !== before.company ? `${time} ${a.company}, ` : ''
      return `${index === 0 ? 'In addition' : 'Furthermore'}, ${place}${inner(a.clause)}.`
    }),
    m.skills.length > 0 &&
      (coversAllAsks(m)
        ? 'My qualifications include each of the skills named in the posting.'
        : `My qualifications include ${listOf(m.skills)}.`),
  )
  const further = paragraph(
    ...factRun(notesOf(m, 'experience'), (c) => `I would further note that ${inner(c)}.`, [
      (c) => `Moreover, ${inner(c)}.`,
      (c) => `Additionally, ${inner(c)}.`,
    ]),
    m.remoteRole && m.remote.clause && `With regard to remote work, ${inner(m.remote.clause)}.`,
    m.remoteRole &&
      !m.remote.clause &&
      m.remote.shown &&
      'With regard to remote work, I would refer you to the remote experience noted above.',
    ...factRun(notesOf(m, 'practical'), (c) => `For your information, ${inner(c)}.`, [
      (c) => `Moreover, ${inner(c)}.`,
    ]),
    ...factRun(
      notesOf(m, 'motivation'),
      (c) => `With respect to my interest in ${m.company}, ${inner(c)}.`,
      [(c) => `Furthermore, ${inner(c)}.`],
    ),
  )
  const close = `I would be grateful for the opportunity to discuss my application for ${m.remoteRole ? 'this remote position' : 'the position'} at your convenience. Thank you for your consideration.`
  return {
    greeting: 'Dear Hiring Committee,',
    body: [opening, record, further, close],
    signOff: 'Yours faithfully,',
  }
}
