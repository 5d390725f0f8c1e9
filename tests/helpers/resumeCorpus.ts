import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { DocumentParser } from '../../src/lib/documents/documentParser'
import { MAX_SKILLS } from '../../src/lib/ai/limits'
import { extractDocumentText } from '../../src/lib/documents/extractDocumentText'
import { parseResumeText } from '../../src/lib/ai/resume/parseResumeText'
import type { ParsedResume } from '../../src/lib/ai/schemas/resume'
import { HELD_OUT_RESUMES } from './heldOutResumes'
import { missingSharedFolder, sharedFolderIfPresent } from './sharedData'

/** tests/fixtures/resumes: the two resumes the team wrote for the first corpus (the public samples left, issue 32). */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes')
/**
 * Later sets, written by the team for the corpus (fictional people; Word, LibreOffice, HTML,
 * JSON Resume themes and TeX Live classes from npm and Debian, pasted text), each gathered by
 * someone who never read the parser and measured first before anyone looked at how the parser
 * reads them; once their failures have been looked at and rules improved, a set is "seen". The
 * documents built from public repositories' templates left them (issue 32).
 */
export const FIFTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-fifth')
export const SIXTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-sixth')
export const SEVENTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-seventh')
export const EIGHTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-eighth')
export const NINTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-ninth')
export const TENTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-tenth')
export const ELEVENTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-eleventh')
export const TWELFTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-twelfth')
export const THIRTEENTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-thirteenth')

/**
 * ../shared/resume-corpus, outside the project (null when it is not there): people's own resumes
 * (real-a/, real-b/, and any later real-* folder) and 14 template samples taken as they are
 * (resumes/, resumes-fresh/, resumes-unseen/), in the fixtures' JSON format. Never copied into the
 * project.
 */
export const SHARED_CORPUS_DIR = sharedFolderIfPresent('resume-corpus')
export const MISSING_SHARED_CORPUS = missingSharedFolder('resume-corpus')

/** What a set's figure is about; the bench and docs/ai-tools.md report each group apart. */
export type ResumeSetGroup = 'real, studied' | 'real, held out' | 'public samples' | 'team-written'
export const RESUME_SET_GROUPS: readonly ResumeSetGroup[] = ['real, studied', 'real, held out', 'public samples', 'team-written']
export type ResumeSet = { name: string; group: ResumeSetGroup; documents: () => CorpusDocument[] }

const teamSet = (name: string, dir: string): ResumeSet => ({ name, group: 'team-written', documents: () => corpusDocuments(dir) })

/** The project's own sets: documents the team wrote (tests/fixtures/resumes*). */
export const TEAM_WRITTEN_SETS: readonly ResumeSet[] = [
  teamSet('first (resumes/)', CORPUS_DIR),
  teamSet('fifth (resumes-fifth/)', FIFTH_DIR),
  teamSet('sixth (resumes-sixth/)', SIXTH_DIR),
  teamSet('seventh (resumes-seventh/)', SEVENTH_DIR),
  teamSet('eighth (resumes-eighth/)', EIGHTH_DIR),
  teamSet('ninth (resumes-ninth/)', NINTH_DIR),
  teamSet('tenth (resumes-tenth/)', TENTH_DIR),
  teamSet('eleventh (resumes-eleventh/)', ELEVENTH_DIR),
  teamSet('twelfth (resumes-twelfth/)', TWELFTH_DIR),
  teamSet('thirteenth (resumes-thirteenth/)', THIRTEENTH_DIR),
]

const heldOut = (document: CorpusDocument) => HELD_OUT_RESUMES.includes(document.key)

/**
 * The folders of people's own resumes in the shared corpus (`real-a`, `real-b`, …), as they are
 * there: the folder is kept by others, and a set gathered later counts once it is in it.
 */
export const realFolders = (root = SHARED_CORPUS_DIR): string[] =>
  root && existsSync(root) ? readdirSync(root).filter((name) => /^real-[a-z]+$/.test(name)).sort() : []

/** The held-out resumes whose folder is in the shared corpus (tests/helpers/heldOutResumes.ts). */
export const presentHeldOutResumes = (root = SHARED_CORPUS_DIR): string[] => {
  const folders = realFolders(root)
  return HELD_OUT_RESUMES.filter((key) => folders.includes(key.split('/')[0]))
}

/**
 * The shared corpus's sets, none when the folder is missing: the real resumes studied, the real
 * ones held out (tests/helpers/heldOutResumes.ts: measured only, never studied) and the public
 * template samples.
 */
export const sharedResumeSets = (root = SHARED_CORPUS_DIR): ResumeSet[] => {
  if (!root) return []
  const folders = realFolders(root)
  const real = () => folders.flatMap((folder) => corpusDocuments(path.join(root, folder)))
  return [
    ...folders.map((folder): ResumeSet => ({ name: `${folder} (studied)`, group: 'real, studied', documents: () => corpusDocuments(path.join(root, folder)).filter((document) => !heldOut(document)) })),
    { name: `${folders.join(', ')} (held out)`, group: 'real, held out', documents: () => real().filter(heldOut) },
    { name: 'samples (resumes/)', group: 'public samples', documents: () => corpusDocuments(path.join(root, 'resumes')) },
    { name: 'samples (resumes-fresh/)', group: 'public samples', documents: () => corpusDocuments(path.join(root, 'resumes-fresh')) },
    { name: 'samples (resumes-unseen/)', group: 'public samples', documents: () => corpusDocuments(path.join(root, 'resumes-unseen')) },
  ]
}

/** Every set, the shared ones first when the folder is there. */
export const RESUME_SETS: readonly ResumeSet[] = [...sharedResumeSets(), ...TEAM_WRITTEN_SETS]

type ExpectedEntry = { title: string; company: string; period: string; bullets: number; firstBullet: string }
type ExpectedEducation = { degree: string; school: string; period: string }
export type Expected = {
  name: string
  email: string
  phone: string
  location: string
  links: string[]
  summary: string
  experience: ExpectedEntry[]
  education: ExpectedEducation[]
  skills: string[]
}
/** `key` is the folder and the id (`real-a/admin-word-garo`), as heldOutResumes.ts names them. */
export type CorpusDocument = { id: string; key: string; file: string; expected: Expected }

/**
 * What a file's JSON expects. The shared corpus leaves out a field the document does not have,
 * where the project's files write it empty: both mean the parser should find nothing there.
 */
const filledIn = (expected: Partial<Expected>): Expected => ({
  name: expected.name ?? '',
  email: expected.email ?? '',
  phone: expected.phone ?? '',
  location: expected.location ?? '',
  links: expected.links ?? [],
  summary: expected.summary ?? '',
  experience: (expected.experience ?? []).map((entry: Partial<ExpectedEntry>) => ({
    title: entry.title ?? '',
    company: entry.company ?? '',
    period: entry.period ?? '',
    bullets: entry.bullets ?? 0,
    firstBullet: entry.firstBullet ?? '',
  })),
  education: (expected.education ?? []).map((entry: Partial<ExpectedEducation>) => ({ degree: entry.degree ?? '', school: entry.school ?? '', period: entry.period ?? '' })),
  skills: expected.skills ?? [],
})

export const corpusDocuments = (dir = CORPUS_DIR): CorpusDocument[] =>
  (existsSync(dir) ? readdirSync(dir) : [])
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const { file, expected } = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { file: string; expected: Partial<Expected> }
      const id = name.replace(/\.json$/, '')
      return { id, key: `${path.basename(dir)}/${id}`, file: path.join(dir, file), expected: filledIn(expected) }
    })

/** Compared as a reader would: case, dashes, quotes, spaces and end punctuation do not count. */
const same = (a: string, b: string) => normal(a) === normal(b)
const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s*-\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .replace(/[.,;:]+$/, '')
    .trim()

/**
 * The expected skills the spec lets the reader keep (content-and-career-tools.md, "Resume text
 * parsing": each 2 to 49 characters, at most 15): a longer list's 16th skill, or a sentence of 60
 * characters, is no field the reader may fill, so it is not counted as one it missed.
 */
const keptSkills = (skills: string[]) => skills.filter((skill) => skill.trim().length >= 2 && skill.trim().length <= 49).slice(0, MAX_SKILLS)

/** A link as a reader compares it: "https://www.github.com/jo/" is "github.com/jo". */
const address = (link: string) => normal(link).replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '')

/**
 * A place as a reader compares it: "87439 Kempten" is "Kempten", "Leeds LS6 2AB" is "Leeds": a
 * postcode beside the town names the same place (some people print it, some annotators keep it).
 */
const place = (text: string) =>
  normal(text)
    // ("32-300 Olkusz": normal() has spaced the Polish postcode's dash by now.)
    .replace(/\b(\d{4,6}|\d{2} - \d{3}|[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2})\b/g, '')
    .replace(/\s*,\s*(?=,|$)|^\s*,\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim()

export type FieldCheck = { field: string; ok: boolean; expected: string; actual: string }

const check = (field: string, expected: string, actual: string, ok = same(expected, actual)): FieldCheck => ({ field, ok, expected, actual })

/** Two values that say the same thing: two empty ones say nothing, and pair no entries. */
const matches = (found: string, expected: string) => Boolean(expected) && same(found, expected)

/** The parsed entry that best fits an expected one, from those not yet taken, in order. */
const pick = <T>(candidates: T[], from: number, score: (candidate: T) => number) => {
  let best = -1
  let bestScore = 0
  for (let index = from; index < candidates.length; index++) {
    const value = score(candidates[index])
    if (value > bestScore) [best, bestScore] = [index, value]
  }
  return best
}

/**
 * Every field of one document, right or wrong: contact fields, each link, the summary's first
 * sentence, each job's title, company, period, bullet count and first bullet, each degree's
 * degree, school and period, each skill. An entry the parser made up (one job read as two, a
 * footer read as a job) counts as one wrong field.
 */
export const scoreDocument = (expected: Expected, parsed: ParsedResume): FieldCheck[] => {
  const checks: FieldCheck[] = [
    check('name', expected.name, parsed.name),
    check('email', expected.email, parsed.email),
    check('phone', expected.phone, parsed.phone, normal(expected.phone).replace(/\D/g, '') === normal(parsed.phone).replace(/\D/g, '') && !!expected.phone === !!parsed.phone),
    check('location', expected.location, parsed.location, place(expected.location) === place(parsed.location)),
    check('summary', expected.summary, parsed.summary.slice(0, expected.summary.length + 40), expected.summary ? normal(parsed.summary).startsWith(normal(expected.summary)) : !parsed.summary),
    ...expected.links.map((link) => check('link', link, parsed.links.join(' '), parsed.links.some((found) => address(found).includes(address(link))))),
    ...keptSkills(expected.skills).map((skill) => check('skill', skill, parsed.skills.join(', '), parsed.skills.some((found) => same(found, skill)))),
  ]
  let from = 0
  const usedJobs = new Set<number>()
  for (const entry of expected.experience) {
    const index = pick(parsed.experience, from, (job) => (matches(job.title, entry.title) ? 2 : 0) + (matches(job.company, entry.company) ? 2 : 0) + (matches(job.period, entry.period) ? 1 : 0) + (matches(job.description[0] ?? '', entry.firstBullet) ? 1 : 0))
    const job = parsed.experience[index] ?? { title: '', company: '', period: '', description: [] }
    if (index >= 0) {
      from = index + 1
      usedJobs.add(index)
    }
    const bullets = entry.bullets === 0 ? job.description.length <= 1 : job.description.length === entry.bullets
    checks.push(
      check('job title', entry.title, job.title),
      check('job company', entry.company, job.company),
      check('job period', entry.period, job.period),
      check('job bullets', String(entry.bullets), String(job.description.length), bullets),
      check('job first bullet', entry.firstBullet, job.description[0] ?? '', !entry.firstBullet || normal(job.description[0] ?? '').startsWith(normal(entry.firstBullet))),
    )
  }
  parsed.experience.forEach((job, index) => {
    if (!usedJobs.has(index)) checks.push(check('extra job', '', `${job.title} | ${job.company} | ${job.period}`, false))
  })
  from = 0
  const usedSchools = new Set<number>()
  for (const entry of expected.education) {
    const index = pick(parsed.education, from, (school) => (matches(school.degree, entry.degree) ? 2 : 0) + (matches(school.school, entry.school) ? 2 : 0) + (matches(school.period, entry.period) ? 1 : 0))
    const school = parsed.education[index] ?? { degree: '', school: '', period: '' }
    if (index >= 0) {
      from = index + 1
      usedSchools.add(index)
    }
    checks.push(check('degree', entry.degree, school.degree), check('school', entry.school, school.school), check('study period', entry.period, school.period))
  }
  parsed.education.forEach((school, index) => {
    if (!usedSchools.has(index)) checks.push(check('extra education', '', `${school.degree} | ${school.school}`, false))
  })
  return checks
}

/** A document of the corpus read as the site reads an upload: the worker, the layout, the parser. */
export const parseCorpusDocument = async (document: CorpusDocument, parser: DocumentParser) => {
  const extracted = await extractDocumentText(readFileSync(document.file), parser)
  if (!extracted.ok) throw new Error(`${document.file}: ${extracted.error}`)
  return parseResumeText(extracted.text)
}

export type SetAccuracy = { accuracy: number; right: number; total: number; documents: { id: string; right: number; total: number; wrong: FieldCheck[] }[] }

/** Fields right over fields checked, summed over the documents (each field counts once). */
export const measureDocuments = async (parser: DocumentParser, corpus: CorpusDocument[]): Promise<SetAccuracy> => {
  const documents = []
  for (const document of corpus) {
    const checks = scoreDocument(document.expected, await parseCorpusDocument(document, parser))
    documents.push({ id: document.id, right: checks.filter((item) => item.ok).length, total: checks.length, wrong: checks.filter((item) => !item.ok) })
  }
  const right = documents.reduce((sum, document) => sum + document.right, 0)
  const total = documents.reduce((sum, document) => sum + document.total, 0)
  return { accuracy: total ? right / total : 0, right, total, documents }
}

export const corpusAccuracy = (parser: DocumentParser, dir = CORPUS_DIR) => measureDocuments(parser, corpusDocuments(dir))

/** Each group's figure: the fields of all its sets' documents summed, as within a set. */
export const groupAccuracy = (measured: { set: ResumeSet; result: SetAccuracy }[]) =>
  RESUME_SET_GROUPS.map((group) => {
    const results = measured.filter(({ set }) => set.group === group).map(({ result }) => result)
    const right = results.reduce((sum, result) => sum + result.right, 0)
    const total = results.reduce((sum, result) => sum + result.total, 0)
    return { group, right, total, accuracy: total ? right / total : 0, resumes: results.reduce((sum, result) => sum + result.documents.length, 0) }
  })
