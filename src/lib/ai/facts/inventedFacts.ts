import { remoteExperience } from '../coverLetter/remoteWork'
import { knownSkills } from '../jobs/jobKeywords'

/**
 * What an answer may draw on: the candidate's own words (resume, notes), and the chosen job. The
 * job's title and company may be named anywhere; what its description asks for may be repeated
 * only in a sentence that is not about the candidate ("The role asks for Kubernetes" yes, "I
 * know Kubernetes" no).
 */
export type FactSources = {
  candidate: string[]
  /** The chosen job; `remote` when it is known to be remote (every job of this board is). */
  job?: { title?: string; company?: string; description?: string; remote?: boolean }
}

/** Figures as resumes write them: "35%", "2M+", "$18M", "5,000", "4.2x", "6". */
const FIGURE = /[$€£]?\d[\d,.]*\d?\s*(?:%|\+|[kKmMbB]\b|x\b)?/g
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty']

/** A figure's digits, for comparing "5,000" with "5000" and "four" with "4". */
const core = (figure: string) => figure.replace(/[^\d.]/g, '').replace(/\.$/, '')

const figuresOf = (text: string) => {
  const digits = [...text.matchAll(FIGURE)].map((match) => core(match[0])).filter(Boolean)
  const words = NUMBER_WORDS.flatMap((word, value) => (new RegExp(`\\b${word}\\b`, 'i').test(text) ? [String(value)] : []))
  return new Set([...digits, ...words])
}

/** Words that rank a role: a model writing "Senior" for a junior is inventing a title. */
const SENIORITY = /\b(senior|sr\.?|lead|principal|staff|head|director|chief|vp|vice president|manager|expert|veteran|architect)\b/gi

/** Capitalised words of a letter or resume that are not names: its greeting, sign-off and the like. */
const COMMON = new Set(['i', "i'm", "i've", "i'd", "i'll", 'dear', 'hiring', 'team', 'committee', 'manager', 'sincerely', 'regards', 'best', 'warm', 'warmly', 'kind', 'thank', 'thanks', 'yours', 'hello', 'hi', 'faithfully', 'cheers', 'respectfully'])

/** Capitalised words inside a sentence (not its first word): names of people, firms, products. */
const namesOf = (sentence: string) =>
  [...sentence.matchAll(/(?<=\s)(\p{Lu}[\p{L}\d.+#&-]{2,})/gu)].map((match) => match[1].replace(/[.,;:]+$/, ''))

/** A sentence that says something about the candidate. */
const FIRST_PERSON = /\b(I|I'm|I've|I'd|my|me|mine)\b/i

/**
 * Where a sentence turns to what the job asks ("I understand that the position calls for …"):
 * what follows is about the role, not the candidate.
 */
const ABOUT_THE_ROLE = /\b(role|position|posting|job|opening|team|you)\s+(asks?|calls?|requires?|needs?|names?|wants?|seeks?|(?:is|are) looking)(\s+for)?\b/i

/** "this remote role", "a remote position": the job's way of working, not a claim about the candidate. */
const REMOTE_JOB = /\bremote\s+(role|position|job|opening|team|company)\b/gi

/** Where a text's sentences end. */
const SENTENCES = /(?<=[.!?])\s+|\n+/

/** What a text states, as the facts the check compares. */
const factsIn = (text: string) => {
  const lower = text.toLowerCase()
  return {
    figures: figuresOf(text),
    skills: new Set(knownSkills().filter((skill) => skill.matches(text)).map((skill) => skill.label)),
    has: (words: string) => lower.includes(words.toLowerCase()),
  }
}

/**
 * What an AI answer states that its sources do not: a figure, a skill or tool, a rank of
 * seniority, a name. An empty list means every fact traces back. The check is strict on purpose:
 * a false alarm costs a built-in answer, an invented fact costs the candidate.
 */
export const inventedFacts = (output: string, sources: FactSources): string[] => {
  const { title = '', company = '', description = '', remote = false } = sources.job ?? {}
  const aboutCandidate = factsIn([...sources.candidate, title, company].join('\n'))
  const aboutRole = factsIn([...sources.candidate, title, company, description, remote ? 'remote' : ''].join('\n'))
  const invented = new Set<string>()
  // Remote work done is a fact about the candidate: "willing to work remotely" is not it.
  const workedRemotely = sources.candidate.some((text) => text.split(SENTENCES).some(remoteExperience))
  const check = (text: string, known: ReturnType<typeof factsIn>) => {
    for (const match of text.matchAll(FIGURE)) {
      const figure = core(match[0])
      if (figure && !known.figures.has(figure)) invented.add(match[0].trim())
    }
    for (const skill of knownSkills()) if (!known.skills.has(skill.label) && skill.matches(text)) invented.add(skill.label)
    for (const match of text.matchAll(SENIORITY)) if (!known.has(match[0])) invented.add(match[0])
    for (const name of namesOf(text)) if (!COMMON.has(name.toLowerCase()) && !known.has(name)) invented.add(name)
  }
  for (const raw of output.split(SENTENCES)) {
    const sentence = remote ? raw.replace(REMOTE_JOB, '$1') : raw
    if (!FIRST_PERSON.test(sentence)) {
      check(sentence, aboutRole)
      continue
    }
    const turn = sentence.match(ABOUT_THE_ROLE)
    const at = turn?.index === undefined ? sentence.length : turn.index + turn[0].length
    check(sentence.slice(0, at), aboutCandidate)
    check(sentence.slice(at), aboutRole)
    if (!workedRemotely && remoteExperience(sentence.slice(0, at))) invented.add('remote work experience')
  }
  return [...invented]
}

/** A model answer that stated facts its sources lack: the built-in engine answers instead. */
export class InventedFactsError extends Error {
  constructor(readonly facts: string[]) {
    super(`The model added facts the input does not have: ${facts.slice(0, 8).join(', ')}`)
  }
}

/** Throws when `output` states facts its sources lack. */
export const assertNothingInvented = (output: string, sources: FactSources) => {
  const facts = inventedFacts(output, sources)
  if (facts.length) throw new InventedFactsError(facts)
}
