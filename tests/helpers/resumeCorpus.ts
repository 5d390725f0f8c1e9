import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { DocumentParser } from '../../src/lib/ai/documents/documentParser'
import { extractDocumentText } from '../../src/lib/ai/documents/extractDocumentText'
import { parseResumeText } from '../../src/lib/ai/resume/parseResumeText'
import type { ParsedResume } from '../../src/lib/ai/schemas/resume'

/** tests/fixtures/resumes: real resumes from public sources and the fields each one shows. */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes')
/**
 * Later sets, each gathered by someone who never read the parser, and measured first before anyone
 * looked at how the parser reads them; once their failures have been looked at and rules improved,
 * a set is "seen" and no longer measures new layouts.
 */
export const SECOND_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-second')
export const FRESH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-fresh')
export const UNSEEN_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-unseen')
export const FIFTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-fifth')
export const SIXTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-sixth')
export const SEVENTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-seventh')
export const EIGHTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-eighth')
export const NINTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-ninth')
export const TENTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-tenth')
export const ELEVENTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-eleventh')
export const TWELFTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-twelfth')
export const THIRTEENTH_DIR = path.resolve(import.meta.dirname, '../fixtures/resumes-thirteenth')

/** Every set, with what its figure means. */
export const RESUME_SETS = [
  { name: 'corpus (tuned on)', dir: CORPUS_DIR },
  { name: 'second set (seen, then improved)', dir: SECOND_DIR },
  { name: 'third set (seen, then improved)', dir: FRESH_DIR },
  { name: 'fourth set (seen, then improved)', dir: UNSEEN_DIR },
  { name: 'fifth set (seen, then improved)', dir: FIFTH_DIR },
  { name: 'sixth set (seen, then improved)', dir: SIXTH_DIR },
  { name: 'seventh set (seen, then improved)', dir: SEVENTH_DIR },
  { name: 'eighth set (seen, then improved)', dir: EIGHTH_DIR },
  { name: 'ninth set (seen, then improved)', dir: NINTH_DIR },
  { name: 'tenth set (seen, then improved)', dir: TENTH_DIR },
  { name: 'eleventh set (seen, then improved)', dir: ELEVENTH_DIR },
  { name: 'twelfth set (seen, then improved)', dir: TWELFTH_DIR },
  { name: 'thirteenth set (unseen layouts)', dir: THIRTEENTH_DIR },
] as const

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
export type CorpusDocument = { id: string; file: string; expected: Expected }

export const corpusDocuments = (dir = CORPUS_DIR): CorpusDocument[] =>
  (existsSync(dir) ? readdirSync(dir) : [])
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const { file, expected } = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { file: string; expected: Expected }
      return { id: name.replace(/\.json$/, ''), file: path.join(dir, file), expected }
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

export type FieldCheck = { field: string; ok: boolean; expected: string; actual: string }

const check = (field: string, expected: string, actual: string, ok = same(expected, actual)): FieldCheck => ({ field, ok, expected, actual })

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
    check('location', expected.location, parsed.location),
    check('summary', expected.summary, parsed.summary.slice(0, expected.summary.length + 40), expected.summary ? normal(parsed.summary).startsWith(normal(expected.summary)) : !parsed.summary),
    ...expected.links.map((link) => check('link', link, parsed.links.join(' '), parsed.links.some((found) => normal(found).includes(normal(link))))),
    ...expected.skills.map((skill) => check('skill', skill, parsed.skills.join(', '), parsed.skills.some((found) => same(found, skill)))),
  ]
  let from = 0
  const usedJobs = new Set<number>()
  for (const entry of expected.experience) {
    const index = pick(parsed.experience, from, (job) => (same(job.title, entry.title) ? 2 : 0) + (same(job.company, entry.company) ? 2 : 0) + (same(job.period, entry.period) ? 1 : 0) + (normal(job.description[0] ?? '') === normal(entry.firstBullet) && entry.firstBullet ? 1 : 0))
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
    const index = pick(parsed.education, from, (school) => (same(school.degree, entry.degree) ? 2 : 0) + (same(school.school, entry.school) ? 2 : 0) + (same(school.period, entry.period) ? 1 : 0))
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

export const corpusAccuracy = async (parser: DocumentParser, dir = CORPUS_DIR) => {
  const documents = []
  for (const document of corpusDocuments(dir)) {
    const checks = scoreDocument(document.expected, await parseCorpusDocument(document, parser))
    documents.push({ id: document.id, right: checks.filter((item) => item.ok).length, total: checks.length, wrong: checks.filter((item) => !item.ok) })
  }
  const right = documents.reduce((sum, document) => sum + document.right, 0)
  const total = documents.reduce((sum, document) => sum + document.total, 0)
  return { accuracy: total ? right / total : 0, right, total, documents }
}
