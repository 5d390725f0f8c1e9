import { capitalise, gerundOf, isPastTense, pastOf } from './verbForms'

/** Openers that describe a duty, and the verb that states it as an action without overstating it. */
const WEAK_OPENERS: [RegExp, string][] = [
  [/^(was )?responsible for\s+/i, 'Owned'],
  [/^duties included\s+/i, 'Handled'],
  [/^tasked with\s+/i, 'Took on'],
  [/^(was )?in charge of\s+/i, 'Led'],
  [/^helped (with|to)?\s*/i, 'Contributed to'],
  [/^assisted (with|in)?\s*/i, 'Supported'],
  [/^(was )?involved in\s+/i, 'Contributed to'],
  [/^participated in\s+/i, 'Took part in'],
  [/^(was )?part of\s+/i, 'Collaborated on'],
  [/^worked (on|with)\s+/i, 'Worked on'],
]

/** Nouns of action a duty names, and the verb that says it: "improvements" → "Improved". */
const ACTIONS: Record<string, string> = {
  improvement: 'Improved', improvements: 'Improved', migration: 'Migrated', development: 'Developed', design: 'Designed', implementation: 'Implemented',
  management: 'Managed', creation: 'Created', optimization: 'Optimized', optimisation: 'Optimised', analysis: 'Analyzed', automation: 'Automated',
  integration: 'Integrated', reduction: 'Reduced', maintenance: 'Maintained', testing: 'Tested', redesign: 'Redesigned', launch: 'Launched',
  rollout: 'Rolled out', onboarding: 'Onboarded', planning: 'Planned', coordination: 'Coordinated', research: 'Researched', documentation: 'Documented',
}

/** Words that add length, not meaning. */
const FILLER: [RegExp, string][] = [
  [/\b(successfully|effectively|efficiently|basically|really|very|various|actively)\s+/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [/\bwas able to\s+/gi, ''],
  [/\butili[sz](e|ed|es|ing)\b/gi, 'us$1'],
  [/\ba (large )?number of\b/gi, 'many'],
]

/** ", cutting production errors by 35%": a result set after the action, to put first. */
const TRAILING_RESULT = /^(.{12,}?),?\s+(?:which |thereby |and )?(cutting|reducing|increasing|improving|saving|boosting|growing|raising|lowering|doubling|tripling|halving|lifting|speeding up)\s+(.+\d.*)$/i
const RESULTED_IN = /^(.{12,}?),?\s+(?:resulting in|which resulted in|leading to|which led to)\s+(.+\d.*)$/i

const dropFinalStop = (text: string) => text.replace(/[.;\s]+$/, '')

/** The bullet opened by an action: a weak opener replaced, or a duty's noun made its verb. */
const openWithAction = (bullet: string) => {
  const weak = WEAK_OPENERS.find(([pattern]) => pattern.test(bullet))
  if (!weak) return bullet
  const rest = bullet.replace(weak[0], '')
  const words = rest.split(/\s+/)
  // "Worked on performance improvements for checkout" → "Improved performance for checkout": only
  // a noun of action with its object after it, never one inside a compound ("the design system").
  const nounAt = words.findIndex((word, index) => index < 4 && ACTIONS[word.toLowerCase().replace(/[^a-z]/g, '')] && /^(of|for|to|on|in|across)$/i.test(words[index + 1] ?? ''))
  if (nounAt >= 0 && weak[1] !== 'Contributed to' && weak[1] !== 'Supported') {
    const verb = ACTIONS[words[nounAt].toLowerCase().replace(/[^a-z]/g, '')]
    const object = [...words.slice(0, nounAt), ...words.slice(nounAt + 1)].join(' ').replace(/^(the|a|an)\s+(?=of\b)/i, '').replace(/^of\s+/i, '')
    return `${verb} ${object}`.trim()
  }
  return `${weak[1]} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`
}

/** The result first: "Led X, cutting errors by 35%" → "Cut errors by 35% by leading X". */
const resultFirst = (bullet: string) => {
  const trailing = bullet.match(TRAILING_RESULT)
  if (trailing) {
    const [, action, verb, result] = trailing
    const [actionVerb, ...rest] = action.split(/\s+/)
    if (!isPastTense(actionVerb)) return bullet
    return `${capitalise(pastOf(verb))} ${dropFinalStop(result)} by ${gerundOf(actionVerb)} ${rest.join(' ')}`
  }
  const resulted = bullet.match(RESULTED_IN)
  if (resulted) {
    const [, action, result] = resulted
    const [actionVerb, ...rest] = action.split(/\s+/)
    if (!isPastTense(actionVerb)) return bullet
    return `Achieved ${dropFinalStop(result)} by ${gerundOf(actionVerb)} ${rest.join(' ')}`
  }
  return bullet
}

/**
 * A real rewrite of one bullet, from its own words only: filler removed, a duty stated as an
 * action, a measured result moved to the front. No word, figure or claim is added; a bullet
 * that is already strong comes back as it was.
 */
export const rewriteBullet = (bullet: string) => {
  let text = bullet.trim()
  for (const [pattern, replacement] of FILLER) text = text.replace(pattern, replacement)
  text = resultFirst(openWithAction(text.replace(/\s+/g, ' ')))
  return capitalise(dropFinalStop(text).replace(/\s+,/g, ','))
}
