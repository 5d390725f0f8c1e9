import type { ParsedResume } from '../schemas/resume'
import { hasMeasurableResult, hasWeakOpener } from './bulletAdvice'

const yearsFromSummary = (summary: string) =>
  Number(summary.match(/(\d{1,2})\+?\s*years?/i)?.[1] ?? 0)

/** Years of experience: stated in the summary, else from the earliest start year to now. */
export const yearsOfExperience = (resume: ParsedResume, now = new Date()) => {
  const stated = yearsFromSummary(resume.summary)
  if (stated) return stated
  const starts = resume.experience
    .map((entry) => Number(entry.period.match(/(19|20)\d{2}/)?.[0]))
    .filter((year) => year > 1950)
  return starts.length ? Math.max(0, now.getFullYear() - Math.min(...starts)) : 0
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[.;,\s]+$/, '')
  return trimmed ? `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.` : ''
}

/**
 * A summary aimed at the target role: the role and years, the strongest matched keywords, the
 * best measured achievement from the experience, and the remote-work strengths.
 */
export const roleSummary = (
  resume: ParsedResume,
  targetRole: string,
  matched: string[],
  bullets: string[],
) => {
  const years = yearsOfExperience(resume)
  const strengths = matched.slice(0, 3)
  const opening = `${targetRole.trim()} with ${years ? `${years}+ years of experience` : 'hands-on experience'}${strengths.length ? ` in ${list(strengths)}` : ''}`
  const achievement =
    bullets.find((bullet) => hasMeasurableResult(bullet) && !hasWeakOpener(bullet)) ??
    bullets.find(hasMeasurableResult)
  return [
    sentence(opening),
    achievement ? sentence(achievement) : '',
    'Works well in distributed teams, with clear written and asynchronous communication across time zones.',
  ]
    .filter(Boolean)
    .join(' ')
}
