import { jobKeywords } from '../jobs/jobKeywords'
import { type Clause, cleanText, firstPerson, past } from './firstPerson'
import { REMOTE_WORK } from './remoteWork'

/** Where a note belongs in the letter: why this job, practical details, remote work, or the rest. */
export type NoteKind = 'motivation' | 'practical' | 'remote' | 'experience'
export type NoteFact = { clause: Clause; kind: NoteKind }

// Notes longer than this are an essay, not facts for a 400-word letter.
const MAX_FACTS = 6
const MAX_FACT_WORDS = 35

const NAME = /\b(?:my name is|my name's|name:)\s*([\p{L}'’-]+(?:[ \t]+[\p{L}'’-]+){0,3})/iu
const NOT_NAME = /^(and|i|from|based|a|an|the|here|living|currently|with|but|im|i'm)$/i

const GREETING =
  /^(hi|hello|hey|dear\s+[^,!.]*|thanks( a lot| so much)?|thank you( so much)?|cheers|ok|okay|so|well|also|and|but|anyway)\b[\s,!.:-]*/i
const HEDGE =
  /^(i think|i believe|i guess|i feel like|i feel that|i suppose|honestly|basically|to be honest|btw|fwiw)\b[\s,]*(that\s+)?/i
// "Please mention that I speak Spanish": what follows is the fact.
const REPORTED =
  /^(?:can you |could you |would you )?(?:mention|include|note|highlight|emphasi[sz]e|stress|say|add|state|focus on)\s+(?:that\s+)?/i
// "I'd be a great fit", "I'm applying": what the letter as a whole says, not facts to state in it.
const SAID_BY_THE_LETTER =
  /^I (would be (a |an )?(great|perfect|good|strong|ideal|excellent) (fit|candidate|match|addition)|am (applying|writing))\b/i
// "Keep it short", "make me sound confident": about the letter, not the candidate.
const ABOUT_THE_LETTER =
  /^(make|keep|write|use|avoid|do not|tailor|sound|be|start|end|sign)\b.*\b(it|letter|tone|me|concise|short|formal|brief|words?|paragraphs?)\b/i

const MOTIVATION =
  /\b(love|adore|excited|admire|passionate|dream|fan of|inspired|care about|want to|would like to|would love|interested in|drawn to|mission|values)\b/i
const PRACTICAL =
  /\b(based in|live in|living in|located|available|availability|relocat\w*|visa|notice period|start date|can start|speak|fluent|native|languages?|citizen\w*|part-time|full-time|freelance)\b/i

/** The "My name is" words of the notes, as written, and where they stand. */
const nameSentence = (notes: string) => {
  const match = notes.match(NAME)
  if (!match || match.index === undefined) return null
  const words = match[1].split(/\s+/)
  const end = words.findIndex((word) => NOT_NAME.test(word))
  const name = (end < 0 ? words : words.slice(0, end)).join(' ')
  const length = match[0].length - match[1].length + name.length
  return name ? { name, start: match.index, end: match.index + length } : null
}

/** The name a note signs with ("My name is Sam Lee"), capitalised as a name. */
export const nameInNotes = (notes: string) =>
  (nameSentence(notes)?.name ?? '')
    .split(' ')
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ')

const sentencesOf = (notes: string) => {
  const named = nameSentence(notes)
  const rest = named ? `${notes.slice(0, named.start)}${notes.slice(named.end)}` : notes
  return rest
    .replace(/\be\.g\.,?/gi, 'for example')
    .replace(/\bi\.e\.,?/gi, 'that is')
    .replace(/\betc\./gi, 'etc')
    .split(/(?<=[.!?])\s+|\n+|;\s*|\s+[–—•]\s+|\s+-\s+/)
}

/** The sentence without greetings, hedges and "please": what the candidate actually states. */
const withoutFiller = (sentence: string) => {
  let text = sentence.trim().replace(/\b(please|kindly)\b[\s,]*/gi, '')
  for (let before = ''; before !== text;) {
    before = text
    text = text
      .replace(/^[\s\-–—*•·,]+/, '')
      .replace(GREETING, '')
      .replace(HEDGE, '')
  }
  return text.trim()
}

/** "5 years React, led a team of 4" is two facts; "I bake bread, cakes and tarts" is one. */
const partsOf = (sentence: string) => {
  const commas = sentence.split(/,\s*/)
  const parts = commas.length > 1 && commas.every((part) => firstPerson(part)) ? commas : [sentence]
  return parts.flatMap((part) => {
    const and = part.match(/^(.{12,}?)\s+and\s+(.{12,})$/)
    const second = and?.[2].split(' ')[0] ?? ''
    return and && (past(second.toLowerCase()) || /^(I|my)$/i.test(second))
      ? [and[1], and[2]]
      : [part]
  })
}

/** A bare list of skills or languages ("Spanish and Portuguese") as something the candidate brings. */
const broughtSkills = (phrase: string) => {
  if (!phrase) return null
  const items = phrase.split(/,\s*|\s+(?:and|&)\s+/).filter(Boolean)
  const known = items.every((item) => jobKeywords(item, 1).length > 0)
  return known && items.length <= 6 ? `I bring ${phrase}` : null
}

const factOf = (part: string, reported: boolean) => {
  const text = cleanText(part)
  // "Mention my work with Kafka": the candidate's own thing, named without a verb.
  const named =
    reported &&
    /^my\b/i.test(text) &&
    !text.split(' ').some((word) => past(word) || /^(is|was|are|were|has|have|had)$/.test(word))
  if (named) return `I bring ${text.replace(/^My/, 'my')}`
  return firstPerson(text) ?? broughtSkills(text)
}

const kindOf = (clause: Clause, company: string): NoteKind => {
  if (REMOTE_WORK.test(clause)) return 'remote'
  if (MOTIVATION.test(clause) || (company && clause.toLowerCase().includes(company.toLowerCase())))
    return 'motivation'
  return PRACTICAL.test(clause) ? 'practical' : 'experience'
}

/**
 * The candidate's notes as facts the letter can state in their voice: one per sentence, clause or
 * item of a comma list, with greetings, hedges, requests about the letter and questions left out,
 * and the "My name is" sentence kept for the signature. A note the engine cannot voice without
 * changing what it says is left out rather than pasted.
 */
export const noteFacts = (notes: string, company: string): NoteFact[] => {
  const facts: NoteFact[] = []
  for (const raw of sentencesOf(notes)) {
    if (/\?\s*$/.test(raw)) continue
    const sentence = withoutFiller(raw)
    if (!sentence || ABOUT_THE_LETTER.test(sentence)) continue
    const reported = REPORTED.test(sentence)
    for (const part of partsOf(sentence.replace(REPORTED, ''))) {
      const clause = factOf(part, reported)
      const seen = facts.some((fact) => fact.clause.toLowerCase() === clause?.toLowerCase())
      if (
        clause &&
        !seen &&
        !SAID_BY_THE_LETTER.test(clause) &&
        clause.split(' ').length <= MAX_FACT_WORDS
      )
        facts.push({ clause, kind: kindOf(clause, company) })
    }
  }
  return facts.slice(0, MAX_FACTS)
}
