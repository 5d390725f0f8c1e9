import { jobKeywords } from '../jobs/jobKeywords'
import type { CoverLetterTone } from '../options'
import { keywordsForRole, REMOTE_KEYWORDS } from '../resume/roleKeywords'
import type { ParsedResume } from '../schemas/resume'
import type { Clause } from './firstPerson'
import { nameInNotes, type NoteFact, noteFacts } from './noteFacts'
import { remoteRole } from './remoteWork'
import { type Achievement, type RoleHeld, resumeEvidence, spelled } from './resumeEvidence'

/** The job a letter answers, from the board: its description says what the role asks for. */
export type LetterJob = { description: string; remote: boolean }

export type LetterInput = {
  jobTitle: string
  companyName: string
  /** The name typed in the tool: it signs the letter, before the resume's or the notes'. */
  yourName?: string
  tone: CoverLetterTone
  additionalInfo: string
  resume?: ParsedResume | null
  job?: LetterJob | null
}

/** Everything a letter may state; each piece comes from the resume, the notes or the job. */
export type LetterMaterial = {
  jobTitle: string
  company: string
  /** The signature: the name typed, else the resume's, else the notes' "My name is…"; empty signs off without one. */
  name: string
  remoteRole: boolean
  /** The candidate's remote work: a sentence to add, or already said by the identity or achievements. */
  remote: { clause: Clause | null; shown: boolean }
  role: RoleHeld | null
  identity: Clause | null
  achievements: Achievement[]
  skills: string[]
  /** What the job's description asks for, in its words (none without a job). */
  asks: string[]
  notes: NoteFact[]
}

const MAX_ASKS = 4
const REMOTE_LABELS = new Set(REMOTE_KEYWORDS.map((each) => each.label))
// A template's "Your Name" is no name.
const plainName = (name: string) =>
  /^[\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){0,4}$/u.test(name) && !/\b(your|name)\b/i.test(name)
/** "MARCUS T. ELLINGTON" signs as "Marcus T. Ellington"; a name in mixed case stays as written. */
const asWritten = (name: string) =>
  name === name.toUpperCase()
    ? name.toLowerCase().replace(/(^|[\s'’.-])\p{Ll}/gu, (start) => start.toUpperCase())
    : name
const withoutBrackets = (text: string) =>
  text
    .replace(/[[\]{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

export const letterMaterial = (input: LetterInput): LetterMaterial => {
  const company = withoutBrackets(input.companyName)
  const description = input.job?.description ?? ''
  const fromJob = description ? jobKeywords(description) : []
  // Without a job, what roles of this title usually ask for.
  const wanted = fromJob.length ? fromJob : keywordsForRole(input.jobTitle)
  const evidence = input.resume ? resumeEvidence(input.resume, wanted) : null
  const isRemote = remoteRole(input.jobTitle, input.job)
  const facts = noteFacts(input.additionalInfo, company)
  // A note about remote work is the best evidence of it; for an on-site role it is just a fact.
  const remoteNote = isRemote ? facts.find((fact) => fact.kind === 'remote') : undefined
  const resumeName = input.resume?.name.trim() ?? ''
  return {
    jobTitle: withoutBrackets(input.jobTitle),
    company,
    name: plainName(input.yourName?.trim() ?? '') ? input.yourName!.trim() : plainName(resumeName) ? asWritten(resumeName) : nameInNotes(input.additionalInfo),
    remoteRole: isRemote,
    remote: {
      clause: remoteNote?.clause ?? evidence?.remote.clause ?? null,
      shown: evidence?.remote.shown ?? false,
    },
    role: evidence?.latestRole ?? null,
    identity: evidence?.identity ?? null,
    achievements: evidence?.achievements ?? [],
    skills: evidence?.skills ?? [],
    asks: fromJob
      .filter((keyword) => !REMOTE_LABELS.has(keyword.label))
      .map((keyword) => spelled(keyword, description))
      .filter((found): found is string => Boolean(found))
      .slice(0, MAX_ASKS),
    notes: facts
      .filter((fact) => fact !== remoteNote)
      .map((fact) => (fact.kind === 'remote' ? { ...fact, kind: 'experience' } : fact)),
  }
}
