import { LINKEDIN_HEADLINE_VISIBLE } from '../limits'

/**
 * What the built-in LinkedIn analysis reads in a headline or About. Every finder returns the
 * words as the member wrote them, so each finding can quote its evidence and never claims more.
 */

const found = (pattern: RegExp, text: string) => pattern.exec(text)?.[0] ?? null
const allFound = (pattern: RegExp, text: string) => Array.from(text.matchAll(pattern), (m) => m[0])
const uniqueIgnoringCase = (words: string[]) =>
  words.filter((w, i) => words.findIndex((o) => o.toLowerCase() === w.toLowerCase()) === i)

/** The part of a headline that search results show: its first 60 characters, whole words only. */
export const visiblePart = (headline: string) => {
  const cut = headline.slice(0, LINKEDIN_HEADLINE_VISIBLE)
  const wordGoesOn = /^[\p{L}\p{N}]/u.test(headline.slice(LINKEDIN_HEADLINE_VISIBLE))
  return wordGoesOn ? cut.replace(/[\p{L}\p{N}]+$/u, '').trimEnd() : cut
}

// Words that name a job; a headline part with one of them and few words is a job title.
const ROLE =
  /\b(?:engineer|developer|programmer|designer|architect|manager|director|head of|lead|leader|vp|vice president|chief|cto|ceo|cfo|coo|cmo|cpo|founder|co-founder|owner|analyst|scientist|researcher|consultant|specialist|strategist|marketer|writer|copywriter|editor|journalist|nurse|therapist|teacher|tutor|instructor|coach|recruiter|accountant|bookkeeper|administrator|assistant|associate|coordinator|officer|representative|rep|agent|advocate|executive|technician|tester|translator|illustrator|photographer|producer|animator|artist|freelancer|intern|trainer|advisor|adviser|partner|principal|pm|(?:customer|technical|tech|it) support)\b/iu
// Parts that talk about the member rather than name a job: "Helping founders grow".
const NOT_A_TITLE =
  /^(?:i|i['’]m|we|my|our|your|help|helping|passionate|building|making|turning|driving|empowering|creating|obsessed|love|loving|on a mission|thought leader)\b/iu
const SEPARATOR = /\s*(?:[|·•,;()[\]]|\s[-–—]\s|\s\/\s|\s(?:at|@)\s|@)\s*/gu

/** The first part of a headline that reads as a job title, and where it starts, or null. */
export const jobTitleIn = (headline: string) => {
  let from = 0
  const parts: { text: string; start: number }[] = []
  for (const separator of headline.matchAll(SEPARATOR)) {
    parts.push({ text: headline.slice(from, separator.index), start: from })
    from = separator.index + separator[0].length
  }
  parts.push({ text: headline.slice(from), start: from })
  return (
    parts
      .map(({ text, start }) => ({ text: text.trim(), start: start + text.search(/\S|$/) }))
      .find(
        ({ text }) => ROLE.test(text) && !NOT_A_TITLE.test(text) && text.split(/\s+/).length <= 7,
      ) ?? null
  )
}

const BUZZWORD = new RegExp(
  `\\b(?:${[
    'results[\\s-]?(?:driven|oriented)',
    'passionate',
    'highly motivated',
    'self[\\s-]?motivated',
    'hard[\\s-]?working',
    'detail[\\s-]?oriented',
    'team player',
    'self[\\s-]?starter',
    'go[\\s-]getter',
    'synerg(?:y|ies|istic)',
    'guru',
    'ninja',
    'rock[\\s-]?star',
    'thought leader(?:ship)?',
    'dynamic (?:professional|individual|leader|person|self-starter)',
    'innovative',
    'visionary',
    'seasoned',
    'think(?:s|ing)? outside (?:the|of the) box',
    'best[\\s-]of[\\s-]breed',
    'proven track record',
    'strategic thinker',
  ].join('|')})\\b`,
  'giu',
)

/** The buzzwords of a text as written, each once, in the order they appear. */
export const buzzwordsIn = (text: string) => uniqueIgnoringCase(allFound(BUZZWORD, text))

// Email addresses, links, phone numbers and "24/7" hold digits that prove nothing.
const NOT_PROOF =
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|www\.\S+|\+?\(?\d[\d\s().-]{7,}\d|\b24\/7\b/giu
const NUMBER =
  /(?<![\p{L}\p{N}.,/-])[$€£]?\d+(?:[.,]\d+)*(?:\s?(?:%|\+|k|m|x|million|billion|thousand)(?![\p{L}\p{N}]))?(?![\p{L}\p{N}])/giu
const YEAR = /^(?:19|20)\d{2}$/

/** The numbers of a text that can prove a result ("30%", "150+", "$2M"), years left out. */
export const proofPointsIn = (text: string) =>
  allFound(
    NUMBER,
    text.replace(NOT_PROOF, (span) => ' '.repeat(span.length)),
  )
    .map((number) => number.trim())
    .filter((number) => !YEAR.test(number))

const FIRST_PERSON = /\b(?:I(?:['’](?:m|ve|d|ll))?|[Mm]y|[Mm]e|[Mm]yself)\b/gu
const THIRD_PERSON =
  /\b(?:[Hh]e|[Ss]he)\s+(?:is|has|was|leads|led|works|worked|helps|helped|builds|built|brings|loves|joined|specializes|specialises)\b/gu
const NAME_OPENING =
  /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?\s(?:is an?|has|brings|leads|helps|works|specializes|specialises)\b/u

/** The words that show who an About speaks as: "I", "my"… and "She works", "Jordan is"… */
export const voiceOf = (about: string) => {
  const opening = found(NAME_OPENING, about)
  return {
    firstPerson: allFound(FIRST_PERSON, about),
    thirdPerson: [...(opening ? [opening] : []), ...allFound(THIRD_PERSON, about)],
  }
}

const CALL_TO_ACTION =
  /\b(?:reach (?:out|me)|contact me|get in touch|message me|DM me|e-?mail me|write to me|drop me a (?:line|note|message)|let['’]s (?:connect|talk|chat)|connect with me|book a (?:call|chat)|say (?:hello|hi)|feel free to (?:reach|contact|message|connect|email)|happy to (?:chat|talk|connect))\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|calendly\.com\/\S+|\+\d[\d\s().-]{7,}\d/iu

/** The words that invite the reader to get in touch, or an address or number to do it, or null. */
export const callToActionIn = (about: string) => found(CALL_TO_ACTION, about)

const REMOTE =
  /\b(?:remote(?:ly)?|(?:fully )?distributed (?:team|teams|company|companies|workforce)|async(?:hronous(?:ly)?)?|time[\s-]?zones?|work from anywhere|WFH|digital nomad)\b/iu

/** The words that say the member works remotely, or null. */
export const remoteMentionIn = (text: string) => found(REMOTE, text)

const STOCK_OPENING =
  /^(?:i am an?|i['’]m an?|experienced|results[\s-]driven|passionate|highly motivated|dedicated|an? (?:seasoned|motivated|dedicated|passionate|experienced|results[\s-]driven))\b/iu

/** The phrase an About opens with that every other About opens with, or null. */
export const stockOpeningOf = (sentence: string) => found(STOCK_OPENING, sentence)

/** The third-person opening of a sentence ("Jordan is"), or null. */
export const nameOpeningOf = (sentence: string) => found(NAME_OPENING, sentence)

/** An About's first sentence, or its first line when that comes sooner. */
export const firstSentenceOf = (about: string) => about.split(/(?<=[.!?])\s+|\n+/u)[0]?.trim() ?? ''
