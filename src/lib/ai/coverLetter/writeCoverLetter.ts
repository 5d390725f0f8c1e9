import { COVER_LETTER_MAX_WORDS } from '../limits'
import { type LetterInput, type LetterMaterial, letterMaterial } from './letterMaterial'
import { TONE_LETTERS, type ToneLetter } from './toneStyles'

export type { LetterInput, LetterJob } from './letterMaterial'

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

const composed = ({ greeting, body, signOff }: ToneLetter, name: string) =>
  [greeting, ...body.filter(Boolean), name ? `${signOff}\n${name}` : signOff].join('\n\n')

/** The same material with the least needed piece left out, or null when nothing is left to drop. */
const shorter = (m: LetterMaterial): LetterMaterial | null => {
  if (m.notes.length > 2) return { ...m, notes: m.notes.slice(0, -1) }
  if (m.achievements.length > 2) return { ...m, achievements: m.achievements.slice(0, 2) }
  if (m.notes.length) return { ...m, notes: m.notes.slice(0, -1) }
  if (m.identity) return { ...m, identity: null }
  if (m.skills.length) return { ...m, skills: [] }
  if (m.achievements.length > 1) return { ...m, achievements: m.achievements.slice(0, 1) }
  return null
}

/**
 * The built-in cover letter: a complete letter in the chosen tone from the job, the candidate's
 * resume (the achievements that best match the job) and their notes, in the candidate's voice,
 * under 400 words and signed with their name when the resume or the notes give it. Every
 * statement comes from that input; without any, it speaks only of the role and the company.
 */
export const writeCoverLetter = (input: LetterInput): string => {
  const write = TONE_LETTERS[input.tone] ?? TONE_LETTERS.professional
  let material: LetterMaterial | null = letterMaterial(input)
  let letter = composed(write(material), material.name)
  while (wordCount(letter) >= COVER_LETTER_MAX_WORDS && (material = shorter(material)))
    letter = composed(write(material), material.name)
  return letter
}

/** A free visitor's preview: the greeting and the opening paragraph, cut mid-way. */
export const letterPreview = (letter: string) => {
  const [greeting, opening = ''] = letter.split('\n\n')
  const words = opening.split(' ')
  return `${greeting}\n\n${words.slice(0, Math.ceil(words.length / 2)).join(' ')}…`
}
