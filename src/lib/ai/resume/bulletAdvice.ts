import type { BulletSuggestion } from '../schemas/resume'

/** Openers that describe a duty instead of an achievement, with the verb to open with instead. */
const WEAK_OPENERS: [RegExp, string][] = [
  [/^(was )?responsible for\s+/i, 'Owned'],
  [/^worked on\s+/i, 'Delivered'],
  [/^helped (with|to)?\s*/i, 'Contributed to'],
  [/^assisted (with|in)?\s*/i, 'Supported'],
  [/^duties included\s+/i, 'Delivered'],
  [/^tasked with\s+/i, 'Led'],
  [/^(was )?involved in\s+/i, 'Contributed to'],
  [/^participated in\s+/i, 'Contributed to'],
  [/^(was )?in charge of\s+/i, 'Led'],
  [/^handled\s+/i, 'Managed'],
  [/^(was )?part of\s+/i, 'Collaborated on'],
]

const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|hundred|thousand|million|dozen|half|double|doubled|tripled)\b/i

/** A measurable result: a figure, a percentage, money, or a number spelled out. */
export const hasMeasurableResult = (bullet: string) =>
  /\d/.test(bullet) || NUMBER_WORDS.test(bullet)

const weakOpener = (bullet: string) => WEAK_OPENERS.find(([pattern]) => pattern.test(bullet))

export const hasWeakOpener = (bullet: string) => weakOpener(bullet) !== undefined

/** The bullet with its weak opener replaced by an action verb ("Responsible for X" → "Owned X"). */
export const strengthenBullet = (bullet: string) => {
  const weak = weakOpener(bullet)
  if (!weak) return bullet
  const rest = bullet.replace(weak[0], '')
  return `${weak[1]} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`
}

const RESULT_HINT =
  'then add the result with a number: how much faster, how many people, how much money or what percentage improved'

/** Advice for one bullet, or null when it already opens with an action and shows a result. */
export const adviseBullet = (bullet: string): BulletSuggestion | null => {
  const weak = weakOpener(bullet)
  const measured = hasMeasurableResult(bullet)
  if (!weak && measured) return null
  const strong = strengthenBullet(bullet).replace(/[.;\s]+$/, '')
  const opener = weak ? (bullet.match(weak[0])?.[0].trim() ?? '') : ''
  if (weak && !measured)
    return {
      original: bullet,
      issue: `Opens with "${opener}" and shows no measurable result.`,
      suggestion: `${strong}, ${RESULT_HINT}.`,
    }
  if (weak)
    return {
      original: bullet,
      issue: `Opens with "${opener}", which describes a duty rather than an achievement.`,
      suggestion: `${strong}.`,
    }
  return {
    original: bullet,
    issue: 'Shows no measurable result.',
    suggestion: `${strong}, ${RESULT_HINT}.`,
  }
}
