import {
  LINKEDIN_ABOUT_HOOK,
  LINKEDIN_ABOUT_MAX,
  LINKEDIN_HEADLINE_MAX,
  LINKEDIN_HEADLINE_VISIBLE,
} from '../limits'
import type { LinkedinAnalysis } from '../schemas/linkedin'
import { profileChecks } from './analyzeProfile'

/**
 * The built-in LinkedIn optimizer: headline within 220 characters with the title and keywords in
 * its first 60, About within 2,600 with a hook in its first 300, first person, no buzzwords,
 * proof points, a call to action, remote work named. An analysis paragraph and suggestions.
 */
export const analyzeLinkedinProfile = (headline: string, summary: string): LinkedinAnalysis => {
  const c = profileChecks(headline.trim(), summary.trim())
  const suggestions: string[] = []
  const passed: boolean[] = []
  const check = (ok: boolean, advice: string) => {
    passed.push(ok)
    if (!ok) suggestions.push(advice)
  }
  check(
    c.headlineWithinLimit,
    `Shorten your headline to ${LINKEDIN_HEADLINE_MAX} characters or fewer (it has ${c.headlineLength}).`,
  )
  check(
    c.titleUpFront,
    `Open your headline with your target job title so it shows in the first ${LINKEDIN_HEADLINE_VISIBLE} characters that search results display.`,
  )
  check(
    c.keywordsUpFront.length >= 1,
    `Put one or two keywords recruiters search for next to "${c.title || 'your title'}" within the first ${LINKEDIN_HEADLINE_VISIBLE} characters.`,
  )
  check(
    c.aboutWithinLimit,
    `Trim your About section to ${LINKEDIN_ABOUT_MAX.toLocaleString('en-US')} characters (it has ${c.aboutLength.toLocaleString('en-US')}).`,
  )
  check(
    c.strongHook,
    `Start your About with a hook in the first ${LINKEDIN_ABOUT_HOOK} characters: a result, a number or a question, not "I am a…". Only that part shows before "see more".`,
  )
  check(
    c.firstPerson,
    'Write your About in the first person ("I build…"): it reads warmer and more direct than the third person.',
  )
  check(
    c.buzzwords.length === 0,
    `Replace the buzzwords ${c.buzzwords.map((w) => `"${w}"`).join(', ')} with evidence of what you did.`,
  )
  check(
    c.proofPoints >= 2,
    'Add at least two proof points with numbers: customers served, revenue grown, time saved, team size.',
  )
  check(c.callToAction, 'End your About with a call to action: how and why to reach you.')
  check(
    c.mentionsRemote,
    'Say that you work remotely and how: time zones you cover, async habits, tools you use.',
  )

  const score = Math.round((passed.filter(Boolean).length / passed.length) * 100)
  const analysis = [
    `Your profile scores ${score}/100 on ${passed.length} checks recruiters' searches and readers reward.`,
    `Headline: ${c.headlineLength} of ${LINKEDIN_HEADLINE_MAX} characters${c.titleUpFront ? `, leading with "${c.title}"` : ''}${c.keywordsUpFront.length ? ` and showing ${c.keywordsUpFront.join(', ')} up front` : ''}.`,
    `About: ${c.aboutLength.toLocaleString('en-US')} of ${LINKEDIN_ABOUT_MAX.toLocaleString('en-US')} characters, ${c.firstPerson ? 'in the first person' : 'not in the first person'}, with ${c.proofPoints} proof point${c.proofPoints === 1 ? '' : 's'}${c.buzzwords.length ? ` and ${c.buzzwords.length} buzzword${c.buzzwords.length === 1 ? '' : 's'}` : ' and no buzzwords'}.`,
    c.strongHook
      ? `Your opening line works as a hook: "${c.hook}"`
      : 'Your opening line does not yet give readers a reason to click "see more".',
  ].join(' ')
  if (!suggestions.length)
    suggestions.push(
      'Your profile passes every check. Keep your featured section and experience as sharp as your headline.',
    )
  return { analysis, suggestions }
}
