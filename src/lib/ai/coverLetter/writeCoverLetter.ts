import { COVER_LETTER_MAX_WORDS } from '../limits'
import { roleFamily } from '../resume/roleKeywords'
import type { CoverLetterValues } from '../schemas/coverLetter'
import { TONE_STYLES } from './toneStyles'

const MAX_INFO_WORDS = 130

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

/** What the role is about, in words: its family's focus, or a fair general phrase. */
const focusOf = (jobTitle: string) =>
  roleFamily(jobTitle)?.focus ?? 'clear communication, ownership and steady delivery'

const NAME_SENTENCE = /\b(?:[Mm]y name is|I am|I'm)\s+([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b[.,!]?\s*/

/** The candidate's own notes, as sentences, trimmed to fit the letter; brackets removed. */
const aboutCandidate = (info: string) => {
  const words = info
    .replace(NAME_SENTENCE, '')
    .replace(/[[\]{}<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
  if (!words.length) return ''
  const text = words.slice(0, MAX_INFO_WORDS).join(' ')
  const clipped = words.length > MAX_INFO_WORDS ? `${text.replace(/[,;:]$/, '')}…` : text
  return /[.!?…]$/.test(clipped) ? clipped : `${clipped}.`
}

/** "My name is Sam Lee." in the notes signs the letter (and leaves the body). */
const signature = (info: string) => info.match(NAME_SENTENCE)?.[1] ?? ''

/**
 * The built-in cover letter: a complete letter in the chosen tone, from the job title, company and
 * the candidate's notes, under 400 words and with no placeholders left to fill in.
 */
export const writeCoverLetter = ({
  jobTitle,
  companyName,
  tone,
  additionalInfo,
}: CoverLetterValues) => {
  const style = TONE_STYLES[tone]
  const parts = { jobTitle: jobTitle.trim(), company: companyName.trim(), focus: focusOf(jobTitle) }
  const about = aboutCandidate(additionalInfo)
  const name = signature(additionalInfo)
  const paragraphs = [
    style.greeting(parts),
    style.opening(parts),
    about ? `${style.about} ${about}` : '',
    style.remote,
    style.closing(parts),
    name ? `${style.signOff}\n${name}` : style.signOff,
  ].filter(Boolean)
  const letter = paragraphs.join('\n\n')
  return wordCount(letter) < COVER_LETTER_MAX_WORDS
    ? letter
    : paragraphs.filter((p) => p !== style.remote).join('\n\n')
}

/** A free visitor's preview: the greeting and the opening paragraph, cut mid-way. */
export const letterPreview = (letter: string) => {
  const [greeting, opening = ''] = letter.split('\n\n')
  const words = opening.split(' ')
  return `${greeting}\n\n${words.slice(0, Math.ceil(words.length / 2)).join(' ')}…`
}
