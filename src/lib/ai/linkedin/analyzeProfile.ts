import { LINKEDIN_ABOUT_HOOK, LINKEDIN_ABOUT_MAX, LINKEDIN_HEADLINE_MAX } from '../limits'
import { keywordFoundAs, keywordsForRole, roleFamily } from '../resume/roleKeywords'
import {
  buzzwordsIn,
  callToActionIn,
  firstSentenceOf,
  jobTitleIn,
  nameOpeningOf,
  proofPointsIn,
  remoteMentionIn,
  stockOpeningOf,
  visiblePart,
  voiceOf,
} from './profileText'

/** An About of fewer characters than about three sentences leaves the section's room unused. */
export const LINKEDIN_ABOUT_MIN = 200

/** A role keyword found in a headline: its label and the words that matched it, as written. */
export type KeywordFound = { label: string; text: string }

/** What an About's first sentence does that keeps it from being a hook. */
export type HookChecks = {
  text: string
  stockOpening: string | null
  thirdPerson: string | null
  buzzwords: string[]
  characters: number
  words: number
  /** Under 5 words, or under 8 with no figure, question or exclamation to pull the reader in. */
  short: boolean
  /** Over 20 words with no figure, question or exclamation to pull the reader in. */
  flat: boolean
}

/** Every finding about a profile, each with the words of the headline or About it rests on. */
export type ProfileChecks = {
  headlineLength: number
  headlineWithinLimit: boolean
  /** The headline's first 60 characters, cut before a half word: what search results show. */
  visibleHeadline: string
  /** The first part of the headline that reads as a job title, or '' when none does. */
  title: string
  /** Where the title starts in the headline, -1 when there is none. */
  titleStart: number
  titleUpFront: boolean
  keywordsUpFront: KeywordFound[]
  /** In the headline, but only after the part search results show. */
  keywordsLater: KeywordFound[]
  /** The role's keywords that appear nowhere in the headline, most searched first. */
  keywordsToAdd: string[]
  headlineBuzzwords: string[]
  aboutLength: number
  aboutWithinLimit: boolean
  aboutLongEnough: boolean
  hook: HookChecks
  strongHook: boolean
  firstPersonWords: string[]
  thirdPersonWords: string[]
  firstPerson: boolean
  aboutBuzzwords: string[]
  /** The headline's and the About's buzzwords together, each once. */
  buzzwords: string[]
  proofPoints: string[]
  callToAction: string | null
  remoteMention: string | null
  mentionsRemote: boolean
}

const hookChecks = (about: string): HookChecks => {
  const text = firstSentenceOf(about)
  const words = text.split(/\s+/u).filter(Boolean).length
  // A figure that proves something, or a question or exclamation: a year does not pull anyone in.
  const pulls = proofPointsIn(text).length > 0 || /[?!]/u.test(text)
  return {
    text,
    stockOpening: stockOpeningOf(text),
    thirdPerson: nameOpeningOf(text),
    buzzwords: buzzwordsIn(text),
    characters: text.length,
    words,
    short: words < 5 || (words < 8 && !pulls),
    flat: words > 20 && !pulls,
  }
}

const isStrongHook = (hook: HookChecks) =>
  !hook.stockOpening &&
  !hook.thirdPerson &&
  hook.buzzwords.length === 0 &&
  hook.characters <= LINKEDIN_ABOUT_HOOK &&
  !hook.short &&
  !hook.flat

/** The keywords of the title's role family, else of the family the whole headline names. */
export const headlineKeywordsFor = (headline: string, title: string) =>
  keywordsForRole(title && roleFamily(title) ? title : headline)

const headlineKeywords = (headline: string, visible: string, title: string) => {
  const keywords = headlineKeywordsFor(headline, title)
  const inHeadline = keywords
    .map((keyword) => ({ keyword, text: keywordFoundAs(keyword, headline) }))
    .filter((entry) => entry.text !== null)
  const upFront = inHeadline.flatMap(({ keyword }) => {
    const text = keywordFoundAs(keyword, visible)
    return text === null ? [] : [{ label: keyword.label, text }]
  })
  const upFrontLabels = new Set(upFront.map((entry) => entry.label))
  return {
    keywordsUpFront: upFront,
    keywordsLater: inHeadline
      .filter(({ keyword }) => !upFrontLabels.has(keyword.label))
      .map(({ keyword, text }) => ({ label: keyword.label, text: text ?? '' })),
    keywordsToAdd: keywords
      .filter((keyword) => !inHeadline.some((entry) => entry.keyword === keyword))
      .map((keyword) => keyword.label),
  }
}

/** Checks a headline and About against what recruiters' searches and readers reward. */
export const profileChecks = (headline: string, about: string): ProfileChecks => {
  const visibleHeadline = visiblePart(headline)
  const title = jobTitleIn(headline)
  const hook = hookChecks(about)
  const voice = voiceOf(about)
  const headlineBuzzwords = buzzwordsIn(headline)
  const aboutBuzzwords = buzzwordsIn(about)
  const remoteMention = remoteMentionIn(headline) ?? remoteMentionIn(about)
  return {
    headlineLength: headline.length,
    headlineWithinLimit: headline.length <= LINKEDIN_HEADLINE_MAX,
    visibleHeadline,
    title: title?.text ?? '',
    titleStart: title?.start ?? -1,
    titleUpFront: title !== null && title.start + title.text.length <= visibleHeadline.length,
    ...headlineKeywords(headline, visibleHeadline, title?.text ?? ''),
    headlineBuzzwords,
    aboutLength: about.length,
    aboutWithinLimit: about.length <= LINKEDIN_ABOUT_MAX,
    aboutLongEnough: about.length >= LINKEDIN_ABOUT_MIN,
    hook,
    strongHook: isStrongHook(hook),
    firstPersonWords: voice.firstPerson,
    thirdPersonWords: voice.thirdPerson,
    firstPerson:
      voice.firstPerson.length > 0 && voice.firstPerson.length >= voice.thirdPerson.length,
    aboutBuzzwords,
    buzzwords: [
      ...headlineBuzzwords,
      ...aboutBuzzwords.filter(
        (word) => !headlineBuzzwords.some((h) => h.toLowerCase() === word.toLowerCase()),
      ),
    ],
    proofPoints: proofPointsIn(about),
    callToAction: callToActionIn(about),
    remoteMention,
    mentionsRemote: remoteMention !== null,
  }
}
