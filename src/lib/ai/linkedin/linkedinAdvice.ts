import {
  LINKEDIN_ABOUT_HOOK,
  LINKEDIN_ABOUT_MAX,
  LINKEDIN_HEADLINE_MAX,
  LINKEDIN_HEADLINE_VISIBLE,
} from '../limits'
import type { LinkedinAnalysis } from '../schemas/linkedin'
import { type HookChecks, type ProfileChecks, profileChecks } from './analyzeProfile'

// Every quotation below is words found in the member's own headline or About, never an example.
const quoted = (words: string[]) => words.map((word) => `"${word}"`).join(', ')
const count = (n: number, noun: string) =>
  `${n === 0 ? 'no' : n.toLocaleString('en-US')} ${noun}${plural(n)}`
const ofLimit = (n: number, limit: number) =>
  n <= limit
    ? `${n.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} characters`
    : `${n.toLocaleString('en-US')} characters, over LinkedIn's ${limit.toLocaleString('en-US')}`
const plural = (n: number) => (n === 1 ? '' : 's')
const listed = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
const ABOUT_MAX = LINKEDIN_ABOUT_MAX.toLocaleString('en-US')

/** What keeps an About's first sentence from being a hook, each with the words it rests on. */
const hookProblems = (hook: HookChecks) =>
  [
    hook.stockOpening && `opens with "${hook.stockOpening}"`,
    hook.thirdPerson && `introduces you in the third person ("${hook.thirdPerson}")`,
    hook.buzzwords.length > 0 && `leans on ${quoted(hook.buzzwords)}`,
    hook.characters > LINKEDIN_ABOUT_HOOK &&
      `runs to ${count(hook.characters, 'character')} (past the ${LINKEDIN_ABOUT_HOOK} that show)`,
    hook.short && `has only ${count(hook.words, 'word')} and no figure or question`,
    hook.flat && `has ${hook.words} words and no figure or question`,
  ].filter((problem) => typeof problem === 'string')

const headlineSentence = (c: ProfileChecks) => {
  const title = !c.title
    ? ', with no job title we could find'
    : !c.titleUpFront
      ? `, with "${c.title}" only after the first ${LINKEDIN_HEADLINE_VISIBLE} characters`
      : c.titleStart === 0
        ? `, leading with "${c.title}"`
        : `, with "${c.title}" in the first ${LINKEDIN_HEADLINE_VISIBLE} characters`
  const shown = c.keywordsUpFront.map((k) => k.text)
  const keywords = shown.length
    ? ` and the keyword${plural(shown.length)} ${quoted(shown)} where search results show it`
    : ''
  const buzzwords = c.headlineBuzzwords.length
    ? `; it uses the buzzword${plural(c.headlineBuzzwords.length)} ${quoted(c.headlineBuzzwords)}`
    : ''
  return `Headline: ${ofLimit(c.headlineLength, LINKEDIN_HEADLINE_MAX)}${title}${keywords}${buzzwords}.`
}

const aboutSentence = (c: ProfileChecks) => {
  const voice = c.firstPerson
    ? 'in the first person'
    : c.thirdPersonWords.length
      ? `in the third person (${quoted(c.thirdPersonWords.slice(0, 2))})`
      : 'not in the first person'
  const shown = c.proofPoints.slice(0, 4)
  const proof = c.proofPoints.length
    ? ` (${quoted(shown)}${c.proofPoints.length > shown.length ? ' and more' : ''})`
    : ''
  const buzzwords = c.aboutBuzzwords.length
    ? ` and the buzzword${plural(c.aboutBuzzwords.length)} ${quoted(c.aboutBuzzwords)}`
    : ' and no buzzwords'
  return `About: ${ofLimit(c.aboutLength, LINKEDIN_ABOUT_MAX)}, ${voice}, with ${count(c.proofPoints.length, 'proof point')}${proof}${buzzwords}.`
}

const buzzwordAdvice = (c: ProfileChecks) =>
  c.headlineBuzzwords.length && c.aboutBuzzwords.length
    ? `Replace ${quoted(c.headlineBuzzwords)} in your headline and ${quoted(c.aboutBuzzwords)} in your About with evidence of what you did.`
    : `Replace the buzzword${plural(c.buzzwords.length)} ${quoted(c.buzzwords)} in your ${c.headlineBuzzwords.length ? 'headline' : 'About'} with evidence of what you did.`

const keywordAdvice = (c: ProfileChecks) => {
  const nextToTitle = c.title ? ` next to "${c.title}"` : ''
  const later = c.keywordsLater.map((k) => k.text)
  if (later.length)
    return `Move ${later.length > 2 ? 'one or two of ' : ''}${quoted(later)} into the first ${LINKEDIN_HEADLINE_VISIBLE} characters of your headline${c.title ? `, ${nextToTitle.trim()}` : ''}: search results cut off the rest.`
  const examples = c.keywordsToAdd.slice(0, 3)
  const suchAs = examples.length ? `, such as ${examples.join(', ')},` : ''
  return `Add one or two keywords recruiters search for${suchAs}${nextToTitle} within the first ${LINKEDIN_HEADLINE_VISIBLE} characters of your headline.`
}

/** Each check of the built-in optimizer: whether the profile passes, and what to do if not. */
const checksWithAdvice = (c: ProfileChecks): [boolean, () => string][] => [
  [
    c.headlineWithinLimit,
    () =>
      `Shorten your headline to ${LINKEDIN_HEADLINE_MAX} characters or fewer (it has ${c.headlineLength}).`,
  ],
  [
    c.titleUpFront,
    () =>
      c.title
        ? `Move "${c.title}" to the start of your headline: search results show only its first ${LINKEDIN_HEADLINE_VISIBLE} characters, and the title is not within them.`
        : `Open your headline with your target job title so it shows in the first ${LINKEDIN_HEADLINE_VISIBLE} characters that search results display.`,
  ],
  [c.keywordsUpFront.length > 0, () => keywordAdvice(c)],
  [
    c.aboutWithinLimit,
    () =>
      `Trim your About section to ${ABOUT_MAX} characters (it has ${c.aboutLength.toLocaleString('en-US')}).`,
  ],
  [
    c.aboutLongEnough,
    () =>
      `Your About has only ${count(c.aboutLength, 'character')}: say more about what you do and what it changed for the people you did it for; LinkedIn gives you ${ABOUT_MAX}.`,
  ],
  [
    c.strongHook,
    () =>
      `Start your About with a hook in the first ${LINKEDIN_ABOUT_HOOK} characters, a result or a question that makes people read on: your first sentence ${listed(hookProblems(c.hook))}. Only that part shows before "see more".`,
  ],
  [
    c.firstPerson,
    () =>
      c.thirdPersonWords.length
        ? `Write your About in the first person instead of the third (${quoted(c.thirdPersonWords.slice(0, 2))}): it reads warmer and more direct.`
        : 'Write your About in the first person (I build…, I led…): it reads warmer and more direct than a list of facts.',
  ],
  [c.buzzwords.length === 0, () => buzzwordAdvice(c)],
  [
    c.proofPoints.length >= 2,
    () =>
      c.proofPoints.length === 1
        ? `Add at least one more proof point with a number besides "${c.proofPoints[0]}": customers served, revenue grown, time saved, team size.`
        : 'Add at least two proof points with numbers: customers served, revenue grown, time saved, team size.',
  ],
  [
    c.callToAction !== null,
    () => 'End your About with a call to action: how and why to reach you.',
  ],
  [
    c.mentionsRemote,
    () => 'Say that you work remotely and how: time zones you cover, async habits, tools you use.',
  ],
]

/**
 * The built-in LinkedIn optimizer: headline within 220 characters with the title and keywords in
 * its first 60, About within 2,600 with a hook in its first 300, first person, no buzzwords,
 * proof points, a call to action, remote work named. Every finding quotes the words it rests on.
 */
export const analyzeLinkedinProfile = (headline: string, summary: string): LinkedinAnalysis => {
  const c = profileChecks(headline.trim(), summary.trim())
  const checks = checksWithAdvice(c)
  const passed = checks.filter(([ok]) => ok).length
  const suggestions = checks.filter(([ok]) => !ok).map(([, advice]) => advice())
  const score = Math.round((passed / checks.length) * 100)
  const analysis = [
    `Your profile scores ${score}/100 on ${checks.length} checks that recruiters' searches and readers reward.`,
    headlineSentence(c),
    aboutSentence(c),
    c.strongHook
      ? `Your opening line works as a hook: "${c.hook.text}"`
      : `Your opening line ${listed(hookProblems(c.hook))}, so it does not yet give readers a reason to click "see more".`,
    `Your About ${c.callToAction ? `gives readers a way to reach you ("${c.callToAction}")` : 'does not tell readers how to reach you'}; your profile ${c.remoteMention ? `mentions remote work ("${c.remoteMention}")` : 'does not mention remote work'}.`,
  ].join(' ')
  if (!suggestions.length)
    suggestions.push(
      'Your profile passes every check. Keep your featured section and experience as sharp as your headline.',
    )
  return { analysis, suggestions }
}
