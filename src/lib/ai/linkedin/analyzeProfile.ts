import {
  LINKEDIN_ABOUT_HOOK,
  LINKEDIN_ABOUT_MAX,
  LINKEDIN_HEADLINE_MAX,
  LINKEDIN_HEADLINE_VISIBLE,
} from '../limits'
import { keywordsForRole } from '../resume/roleKeywords'

export const BUZZWORDS = [
  'results-driven',
  'results driven',
  'passionate',
  'motivated',
  'hard-working',
  'hardworking',
  'detail-oriented',
  'team player',
  'self-starter',
  'go-getter',
  'synergy',
  'guru',
  'ninja',
  'rockstar',
  'rock star',
  'thought leader',
  'dynamic',
  'innovative',
  'visionary',
  'seasoned',
  'think outside the box',
  'best of breed',
  'proven track record',
  'strategic thinker',
]

const GENERIC_OPENINGS =
  /^(i am an? |i'm an? |experienced |results[- ]driven |passionate |highly motivated |dedicated |a (seasoned|motivated|dedicated|passionate) )/i

export type ProfileChecks = {
  headlineLength: number
  headlineWithinLimit: boolean
  title: string
  titleUpFront: boolean
  keywordsUpFront: string[]
  aboutLength: number
  aboutWithinLimit: boolean
  hook: string
  strongHook: boolean
  firstPerson: boolean
  buzzwords: string[]
  proofPoints: number
  callToAction: boolean
  mentionsRemote: boolean
}

/** The title a headline leads with: the part before "|", "at", "·" or a comma. */
const titleOf = (headline: string) =>
  headline.split(/\s*(?:\||·|•|,|\sat\s|@|\s[-–—]\s)\s*/i)[0]?.trim() ?? ''

export const profileChecks = (headline: string, about: string): ProfileChecks => {
  const title = titleOf(headline)
  const visible = headline.slice(0, LINKEDIN_HEADLINE_VISIBLE).toLowerCase()
  const keywordsUpFront = keywordsForRole(title)
    .filter((keyword) => keyword.pattern.test(headline.slice(0, LINKEDIN_HEADLINE_VISIBLE)))
    .map((keyword) => keyword.label)
  const hook = about.slice(0, LINKEDIN_ABOUT_HOOK).split(/(?<=[.!?])\s/)[0] ?? ''
  const lower = about.toLowerCase()
  const thirdPerson = /\b(he|she) (is|has|was|leads|works)\b/i.test(about)
  const hookBuzzword = BUZZWORDS.some((word) => hook.toLowerCase().includes(word))
  return {
    headlineLength: headline.length,
    headlineWithinLimit: headline.length <= LINKEDIN_HEADLINE_MAX,
    title,
    titleUpFront: title.length > 0 && visible.includes(title.toLowerCase()),
    keywordsUpFront,
    aboutLength: about.length,
    aboutWithinLimit: about.length <= LINKEDIN_ABOUT_MAX,
    hook,
    strongHook:
      hook.length > 0 &&
      !hookBuzzword &&
      !/^\p{Lu}\p{Ll}+ (is|has|was) /u.test(hook) &&
      hook.length <= LINKEDIN_ABOUT_HOOK &&
      !GENERIC_OPENINGS.test(hook) &&
      (/\d|\?|!/.test(hook) || hook.split(' ').length <= 20),
    firstPerson: /\b(I|I'm|I've|my|me)\b/.test(about) && !thirdPerson,
    buzzwords: BUZZWORDS.filter(
      (word) => lower.includes(word) || headline.toLowerCase().includes(word),
    ),
    proofPoints: (about.match(/\$?\d[\d,.]*\s*(%|k\b|m\b|\+|x\b)?/gi) ?? []).length,
    callToAction:
      /(reach out|contact me|get in touch|message me|let's (connect|talk|chat)|email me|@)/i.test(
        about,
      ),
    mentionsRemote: /\b(remote|distributed|async|asynchronous|time zones?)\b/i.test(
      `${headline} ${about}`,
    ),
  }
}
