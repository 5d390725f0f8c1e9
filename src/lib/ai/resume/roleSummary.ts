import { REMOTE_WISH } from '../coverLetter/remoteWork'
import type { ParsedResume } from '../schemas/resume'
import { hasMeasurableResult, hasWeakOpener } from './bulletAdvice'
import { rewriteBullet } from './rewriteBullet'

/**
 * Years of experience as the resume itself states them, as printed ("6", "4.5": never rounded,
 * and never the "5" of "4.5"), else ''.
 */
export const statedYears = (resumeText: string) =>
  resumeText.match(/(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\+?\s*(?:years?|yrs?)(?:\s+of)?\s+(?:professional\s+|hands-on\s+)?experience\b/i)?.[1] ?? ''

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[.;,\s]+$/, '')
  return trimmed ? `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.` : ''
}

/**
 * The resume's own words that it has worked remotely, and how the summary says it in the same
 * words ("distributed systems" and "async tasks" are technology, not a way of working).
 */
const REMOTE_EVIDENCE: [RegExp, string][] = [
  [/\bremote(ly)?\b/i, 'Experienced working remotely.'],
  [/\bdistributed teams?\b/i, 'Experienced working in distributed teams.'],
  [/\btime[- ]zones\b/i, 'Experienced working across time zones.'],
]

/**
 * Only a sentence that tells of remote work done counts: "Willing to work remotely" or "Looking
 * for a remote role" says what the person would like, not what they have done.
 */
const remoteSentence = (resumeText: string) => {
  const told = resumeText.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => !REMOTE_WISH.test(sentence))
  return REMOTE_EVIDENCE.find(([pattern]) => told.some((sentence) => pattern.test(sentence)))?.[1] ?? ''
}

/**
 * Who the resume says the candidate is: the latest role's title, or for a graduate the latest
 * degree. Employers stay in the experience list (and out of a free visitor's preview).
 */
const identity = (resume: ParsedResume) => {
  const job = resume.experience.find((entry) => entry.title)
  if (job) return job.title
  const degree = resume.education[0]?.degree
  return degree ? `${degree} graduate` : ''
}

/**
 * A summary aimed at the target role, in which every fact is the resume's own: the latest role
 * (or degree), years only when the resume states them, the matched skills in its own words, its best
 * measured achievement, remote work only when it mentions remote work, and the role as the aim.
 */
export const roleSummary = (resume: ParsedResume, resumeText: string, targetRole: string, matched: string[]) => {
  const who = identity(resume)
  const years = statedYears(resumeText)
  const bullets = resume.experience.flatMap((entry) => entry.description)
  const achievement = bullets.find((bullet) => hasMeasurableResult(bullet) && !hasWeakOpener(bullet)) ?? bullets.find(hasMeasurableResult)
  const opening = [[who, years ? `with ${years} years of experience` : ''].filter(Boolean).join(' '), matched.length ? `working with ${list(matched.slice(0, 3))}` : '']
    .filter(Boolean)
    .join(', ')
  return [
    sentence(opening),
    achievement ? sentence(rewriteBullet(achievement)) : '',
    remoteSentence(resumeText),
    sentence(`Looking for a ${targetRole.trim()} role`),
  ]
    .filter(Boolean)
    .join(' ')
}
