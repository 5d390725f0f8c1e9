import type { BulletSuggestion } from '../schemas/resume'
import { rewriteBullet } from './rewriteBullet'

const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|hundred|thousand|million|dozen|half|double|doubled|tripled)\b/i

/** A measurable result: a figure, a percentage, money, or a number spelled out. */
export const hasMeasurableResult = (bullet: string) => /\d/.test(bullet) || NUMBER_WORDS.test(bullet)

const WEAK_OPENER = /^(was )?(responsible for|duties included|tasked with|in charge of|helped|assisted|involved in|participated in|part of|worked on|worked with)\b/i
const FILLER = /\b(successfully|effectively|efficiently|basically|really|very|various|actively|in order to|was able to|utili[sz]e[ds]?|utili[sz]ing)\b/i

export const hasWeakOpener = (bullet: string) => WEAK_OPENER.test(bullet)

const RESULT_LAST = /,?\s+(cutting|reducing|increasing|improving|saving|boosting|growing|raising|lowering|doubling|resulting in|leading to)\s+.*\d/i

/**
 * What one bullet could do better, and its rewrite (from its own words: rewriteBullet). A figure
 * that would help is asked for in the issue, beside the bullet, never written into it: only the
 * writer knows the number. Null when the bullet is already strong.
 */
export const adviseBullet = (bullet: string): BulletSuggestion | null => {
  const rewritten = rewriteBullet(bullet)
  const problems = [
    hasWeakOpener(bullet) ? `"${bullet.match(WEAK_OPENER)?.[0]}" describes a duty; the rewrite opens with what you did.` : '',
    FILLER.test(bullet) ? `"${bullet.match(FILLER)?.[0]}" adds length, not meaning.` : '',
    RESULT_LAST.test(bullet) && rewritten !== bullet.trim().replace(/[.;\s]+$/, '') ? 'The result comes last; the rewrite puts it first.' : '',
    hasMeasurableResult(bullet) ? '' : 'No figure shows the result: if you know it, add how many, how much or how fast (only you know the number).',
  ].filter(Boolean)
  if (!problems.length) return null
  return { original: bullet, issue: problems.join(' '), suggestion: rewritten }
}
