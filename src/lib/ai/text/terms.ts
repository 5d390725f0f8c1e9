import { stemmer } from 'stemmer'

import {
  BRITISH_WORDS,
  CASE_SENSITIVE,
  IRREGULAR,
  NOT_THE_TERM,
  STEM_OVERRIDES,
  SYNONYMS,
} from './termData'

/** A word of a text as written (without a possessive "'s"), where it stands, and its stem. */
export type Token = { word: string; stem: string; start: number; end: number }

/** Finds a term in texts: whether it occurs, and the words that matched it as written. */
export type TermMatcher = {
  matches: (text: string) => boolean
  find: (text: string) => string | null
}

// Words, keeping tech names whole: "Node.js", "R&D", "C++", "C#", ".NET", "don't". Hyphens and
// slashes split, so "front-end" is two words and "A/B" is "A" then "B".
const WORD =
  /(?<![\p{L}\p{N}.])\.?[\p{L}\p{N}]+(?:[.&'’][\p{L}\p{N}]+)*(?:\+\+|#(?![\p{L}\p{N}]))?/gu

const CASE = new Map(CASE_SENSITIVE.map((word) => [word.toLowerCase(), word]))

// British endings, so "optimise", "organisation", "analyse", "colour", "centre" meet their
// American forms. Applied to both sides, so a word caught by mistake still only meets itself.
const americanise = (word: string) =>
  BRITISH_WORDS[word] ??
  word
    .replace(/^([a-z]{3,})is(e|ed|es|er|ers|ing|ation|ations|ational|able)$/, '$1iz$2')
    .replace(/^([a-z]{2,})ys(e|ed|es|ing)$/, '$1yz$2')
    .replace(
      /^(behavi|col|fav|lab|hon|hum|neighb|harb|flav|rum|endeav|sav|arm|od|vig|rig)our/,
      '$1or',
    )
    .replace(/^(cent|met|theat|fib|lit|calib)re(s|d)?$/, '$1er$2')
    .replace(/^(catal|dial|anal)ogue(s)?$/, '$1og$2')

const stems = new Map<string, string>()

/** The stem a word is compared by: lower case, accents off, American spelling, Porter-stemmed. */
export const stemOf = (word: string): string => {
  const cached = stems.get(word)
  if (cached !== undefined) return cached
  const lower = americanise(
    word
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/['’]s$/, ''),
  )
  const base = IRREGULAR[lower] ?? lower
  // Words of three letters or fewer are mostly acronyms ("AWS", "CMS"), which stemming mangles.
  const stem = STEM_OVERRIDES[base] ?? (/^[a-z]{4,}$/.test(base) ? stemmer(base) : base)
  if (stems.size > 50_000) stems.clear()
  stems.set(word, stem)
  return stem
}

/** The words of a text with their positions and stems. */
export const tokenise = (text: string): Token[] =>
  Array.from(text.matchAll(WORD), (match) => {
    const word = match[0].replace(/['’]s$/i, '')
    return { word, stem: stemOf(word), start: match.index, end: match.index + word.length }
  })

type Analysed = { text: string; tokens: Token[]; byStem: Map<string, number[]> }
const recent: Analysed[] = []

// A resume is checked against a dozen keywords in a row: tokenise it once, not once per keyword.
const analyse = (text: string): Analysed => {
  const known = recent.find((entry) => entry.text === text)
  if (known) return known
  const tokens = tokenise(text)
  const byStem = new Map<string, number[]>()
  tokens.forEach((token, index) => {
    const at = byStem.get(token.stem)
    if (at) at.push(index)
    else byStem.set(token.stem, [index])
  })
  const analysed = { text, tokens, byStem }
  recent.unshift(analysed)
  recent.length = Math.min(recent.length, 4)
  return analysed
}

/** One word of a term: its stem, and for a case-sensitive name the spelling it must have. */
type Step = { stem: string; exact?: string }
type Pattern = Step[]

const wordsOf = (form: string) => Array.from(form.matchAll(WORD), (match) => match[0])

const keyOf = (form: string) => {
  const words = wordsOf(form)
  const exact = words.length === 1 ? CASE.get(words[0].toLowerCase()) : undefined
  return exact ? `=${exact}` : words.map(stemOf).join(' ')
}

let synonymsByKey: Map<string, string[]> | null = null
const synonymsOf = (form: string) => {
  if (!synonymsByKey) {
    synonymsByKey = new Map()
    for (const group of SYNONYMS)
      for (const member of group) {
        const key = keyOf(member)
        synonymsByKey.set(key, [...(synonymsByKey.get(key) ?? []), ...group])
      }
  }
  return synonymsByKey.get(keyOf(form)) ?? []
}

/** A form with its synonyms, and with each of its words swapped for theirs ("JS developer"). */
const withSynonyms = (form: string) => {
  const words = wordsOf(form)
  const swapped =
    words.length < 2
      ? []
      : words.flatMap((word, i) =>
          synonymsOf(word).map((synonym) =>
            [...words.slice(0, i), synonym, ...words.slice(i + 1)].join(' '),
          ),
        )
  return [form, ...synonymsOf(form), ...swapped]
}

/** A form's patterns: as written, with neighbours joined ("front end" → "frontend") and
 * letters split from digits ("SOC2" → "SOC 2"). Short ambiguous names stay as written. */
const patternsOf = (form: string): Pattern[] => {
  const words = wordsOf(form)
  if (!words.length) return []
  const exact = words.length === 1 ? CASE.get(words[0].toLowerCase()) : undefined
  if (exact) return [[{ stem: stemOf(exact), exact }]]
  const spellings = [words]
  for (let i = 0; i + 1 < words.length; i++)
    spellings.push([...words.slice(0, i), words[i] + words[i + 1], ...words.slice(i + 2)])
  const split = words.length === 1 ? /^(\p{L}{2,})(\d+)$/u.exec(words[0]) : null
  if (split) spellings.push([split[1], split[2]])
  return spellings.map((spelling) => spelling.map((word) => ({ stem: stemOf(word) })))
}

const stepMatches = (step: Step, token: Token, text: string) => {
  if (token.stem !== step.stem) return false
  if (!step.exact) return true
  const upper = step.exact.length >= 4 && token.word === step.exact.toUpperCase()
  if (token.word !== step.exact && !upper) return false
  const context = NOT_THE_TERM[step.exact]
  return !(
    context?.before?.test(text.slice(Math.max(0, token.start - 24), token.start)) ||
    context?.after?.test(text.slice(token.end, token.end + 12))
  )
}

const findPattern = (pattern: Pattern, { text, tokens, byStem }: Analysed) => {
  for (const first of byStem.get(pattern[0].stem) ?? []) {
    const fits = pattern.every(
      (step, i) => first + i < tokens.length && stepMatches(step, tokens[first + i], text),
    )
    if (fits) return text.slice(tokens[first].start, tokens[first + pattern.length - 1].end)
  }
  return null
}

/**
 * A matcher for a term given by one or more spellings: every spelling, its synonyms (termData),
 * word forms through the stemmer, British or American spelling, hyphenated, spaced or joined.
 */
export const termMatcher = (alternatives: string[]): TermMatcher => {
  const forms = [...new Set(alternatives.flatMap(withSynonyms))]
  const unique = new Map<string, Pattern>()
  for (const pattern of forms.flatMap(patternsOf))
    unique.set(pattern.map((step) => step.exact ?? step.stem).join(' '), pattern)
  const patterns = [...unique.values()]
  const find = (text: string) => {
    const analysed = analyse(text)
    for (const pattern of patterns) {
      const found = findPattern(pattern, analysed)
      if (found !== null) return found
    }
    return null
  }
  return { find, matches: (text) => find(text) !== null }
}
