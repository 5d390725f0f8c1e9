/**
 * Plain-text helpers for reading an interview answer: words, sentences, crude stems, and whether
 * the text is made of real sentences or is a list of buzzwords.
 */

/** Curly quotes and dashes as typed on phones and in word processors, made plain. */
export const plainText = (text: string) =>
  text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')

export const wordsOf = (text: string) =>
  plainText(text)
    .toLowerCase()
    .match(/[a-z0-9$][a-z0-9$'%:.,-]*[a-z0-9%]|[a-z0-9]/g)
    ?.map((word) => word.replace(/[.,:]+$/, '')) ?? []

/** The sentences as written, so quotes match the answer; match them through plainText(). */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+|;\s+|:\s+(?=[A-Z])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[a-z]/i.test(sentence))

const PLURALS = [
  ['sses', 'ss'],
  ['ies', 'y'],
  ['xes', 'x'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['s', ''],
] as const
const SUFFIXES = [
  ['ied', 'y'],
  ['ational', 'ate'],
  ['ation', 'ate'],
  ['ingly', ''],
  ['ing', ''],
  ['edly', ''],
  ['ed', ''],
  ['ment', ''],
  ['ness', ''],
  ['ly', ''],
] as const

/** Suffix stripping, enough to match "zones" with "zone" and "scheduling" with "schedule". */
export const stem = (word: string) => {
  let w = word
    .toLowerCase()
    .replace(/'s$/, '')
    .replace(/[^a-z0-9]/g, '')
  if (w.length <= 3) return w
  w = w.replace(/is(e|ed|es|ing|ation)$/, 'iz$1')
  // Plurals first, so "meetings" and "meeting" end up alike.
  const plural = PLURALS.find(([suffix]) => w.endsWith(suffix) && w.length - suffix.length >= 3)
  if (plural && !w.endsWith('ss')) w = w.slice(0, -plural[0].length) + plural[1]
  const suffix = SUFFIXES.find(([ending]) => w.endsWith(ending) && w.length - ending.length >= 3)
  if (suffix) w = w.slice(0, -suffix[0].length) + suffix[1]
  // "note" keeps its e, or it would read as "not".
  if (w.length > 4) w = w.replace(/(e|y)$/, '')
  return w.replace(/([b-df-hj-np-tv-z])\1$/, '$1')
}

/** The answer's stems as " a b c ", so a stemmed word or phrase is found with includes(). */
export const stemmedText = (text: string) =>
  ` ${wordsOf(text).flatMap(splitCompound).map(stem).join(' ')} `

const splitCompound = (word: string) => word.split(/[-/]/).filter(Boolean)

export const stemPhrase = (phrase: string) =>
  wordsOf(phrase).flatMap(splitCompound).map(stem).join(' ')

/** The little words that hold English sentences together; a buzzword list has almost none. */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but so to of in on at for with from by as that this these those it its is are was ' +
    'were be been am i me my we our us you your he him his she her they them their there then than ' +
    'when what which who how if because about into over after before up out not no do does did have ' +
    "has had will would can could should i'm i'd i've i'll it's that's don't didn't wasn't isn't " +
    "we're we'd they're he'd she'd one all each every some any just also too very"
  ).split(' '),
)

/** Words that make a clause: a subject pronoun, an auxiliary or a past-tense form. */
const FINITE =
  /\b(that|this|it|which|who|everyone|nobody|someone|people)\s+[a-z]+s\b|\b(i|we|he|she|they|it|you|i'm|i'd|i've|we're|it's|they're|there's)\b|\b(is|are|was|were|has|had|have|did|does|do|went|got|made|took|gave|told|said|kept|found|came|ran|wrote|built|led|set)\b|\b[a-z]{3,}ed\b/

export type SentenceQuality = {
  /** Share of the answer's words that sit in sentences with a verb and their small words. */
  realShare: number
  functionShare: number
  /** Words said twice in a row ("balance, balance"): a typing tic of keyword lists. */
  repeats: number
  wordSalad: boolean
  /** Up to three words of the list, for the feedback to quote. */
  buzzwords: string[]
}

export const sentenceQuality = (answer: string): SentenceQuality => {
  const words = wordsOf(answer)
  let realWords = 0
  for (const sentence of sentencesOf(answer)) {
    const own = wordsOf(sentence)
    const small = own.filter((word) => FUNCTION_WORDS.has(word)).length
    const commas = (sentence.match(/,/g) ?? []).length
    // A sentence that is mostly commas is a list even when one item is a verb.
    const listLike = commas >= 3 && commas >= own.length / 3
    if (own.length >= 2 && small / own.length >= 0.2 && FINITE.test(own.join(' ')) && !listLike)
      realWords += own.length
  }
  const repeats = words.filter(
    (word, index) => index > 0 && word === words[index - 1] && !FUNCTION_WORDS.has(word),
  ).length
  const functionShare = words.length
    ? words.filter((word) => FUNCTION_WORDS.has(word)).length / words.length
    : 0
  const realShare = words.length ? realWords / words.length : 0
  const wordSalad =
    words.length >= 3 &&
    (realShare < 0.5 || functionShare < 0.15 || (repeats >= 2 && realShare < 0.8))
  const buzzwords = [
    ...new Set(words.filter((word) => !FUNCTION_WORDS.has(word) && word.length > 3)),
  ].slice(0, 3)
  return { realShare, functionShare, repeats, wordSalad, buzzwords }
}
