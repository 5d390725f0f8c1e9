import type { Clause } from './firstPerson'
import type { LetterMaterial } from './letterMaterial'
import type { NoteKind } from './noteFacts'
import type { RoleHeld } from './resumeEvidence'

/** "A", "A and B", "A, B and C". */
export const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** A sentence from a clause: capital first letter, a full stop unless it has its own mark. */
export const sentence = (text: string) => {
  const trimmed = text.trim()
  if (!trimmed) return ''
  const capital = `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}`
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/** A paragraph from the sentences that apply. */
export const paragraph = (...sentences: (string | false | null | undefined)[]) =>
  sentences.filter(Boolean).join(' ')

/** "Support Lead at Northwind", or whichever of the two the resume gives. */
export const roleAt = (role: RoleHeld) =>
  role.title && role.company ? `${role.title} at ${role.company}` : role.title || role.company

/** The notes of one kind, as clauses. */
export const notesOf = (m: LetterMaterial, kind: NoteKind) =>
  m.notes.filter((note) => note.kind === kind).map((note) => note.clause)

/** A run of facts: the first after its lead-in, the others with the follow-ups in turn. */
export const factRun = (
  clauses: Clause[],
  first: (clause: Clause) => string,
  next: ((clause: Clause) => string)[],
) =>
  clauses.map((clause, index) =>
    index === 0 ? first(clause) : next[(index - 1) % next.length](clause),
  )

/** Something to say about the candidate beyond wanting the job. */
export const hasMaterial = (m: LetterMaterial) =>
  Boolean(m.achievements.length || m.identity || m.role || m.notes.length || m.skills.length)

/** The resume has every skill the posting names: the letter says so instead of listing them twice. */
export const coversAllAsks = (m: LetterMaterial) =>
  m.asks.length > 0 &&
  m.asks.every((ask) => m.skills.some((skill) => skill.toLowerCase() === ask.toLowerCase()))
