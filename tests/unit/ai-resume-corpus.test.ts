import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { createDocumentParser } from '@/lib/documents/documentParser'
import { parseResumeText } from '@/lib/ai/resume/parseResumeText'

import { corpusAccuracy, corpusDocuments, EIGHTH_DIR, ELEVENTH_DIR, FIFTH_DIR, NINTH_DIR, SEVENTH_DIR, SIXTH_DIR, TENTH_DIR, THIRTEENTH_DIR, TWELFTH_DIR } from '../helpers/resumeCorpus'

const parser = createDocumentParser({ timeoutMs: 20_000 })

afterAll(async () => {
  await parser.close()
})

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures')

describe('the team\'s own resumes (tests/fixtures/resumes*)', () => {
  it('holds nothing taken from a public repository: no fixture names a github: source', () => {
    const sources = readdirSync(FIXTURES)
      .filter((folder) => folder.startsWith('resumes'))
      .flatMap((folder) =>
        readdirSync(path.join(FIXTURES, folder))
          .filter((name) => name.endsWith('.json'))
          .map((name) => ({ file: `${folder}/${name}`, source: String((JSON.parse(readFileSync(path.join(FIXTURES, folder, name), 'utf8')) as { source?: string }).source) })),
      )
    expect(sources.length).toBeGreaterThan(100)
    expect(sources.filter(({ source }) => /github:|resume-schema@[\d.]+ sample/.test(source)).map(({ file }) => file)).toEqual([])
  })

  it('the first set keeps the two documents the team wrote (DOCX and text)', () => {
    const files = corpusDocuments().map((document) => document.file)
    // Every expectation names a file that is there.
    expect(files.every((file) => existsSync(file))).toBe(true)
    expect(files.length).toBeGreaterThanOrEqual(2)
    expect(new Set(files.map((file) => file.split('.').pop()))).toEqual(new Set(['docx', 'txt']))
  })

  it('reads at least 90% of their fields right', async () => {
    const { accuracy, documents } = await corpusAccuracy(parser)
    const report = documents.map((document) => `${document.id} ${document.right}/${document.total}`).join(', ')
    expect(accuracy, report).toBeGreaterThanOrEqual(0.9)
    // No document is read as nonsense: each keeps most of its fields.
    for (const document of documents) expect(document.right / document.total, document.id).toBeGreaterThan(0.5)
  }, 120_000)

  // Floors: what the parser reads on each later set may only go up; the last set was never
  // studied (docs/resume-corpus.md has the figures). Every set lost the documents built from
  // public templates (issue 32) and each still reads above its floor, so the floors are as before.
  it.each([
    ['the fifth set', FIFTH_DIR, 0.94],
    ['the sixth set', SIXTH_DIR, 0.92],
    ['the seventh set', SEVENTH_DIR, 0.96],
    ['the eighth set', EIGHTH_DIR, 0.94],
    ['the ninth set', NINTH_DIR, 0.91],
    ['the tenth set', TENTH_DIR, 0.85],
    ['the eleventh set', ELEVENTH_DIR, 0.92],
    ['the twelfth set', TWELFTH_DIR, 0.87],
    // Measured, never studied: its figure is the team's honest one for new layouts.
    ['the thirteenth set', THIRTEENTH_DIR, 0.9],
  ])('reads %s no worse than before', async (_, dir, floor) => {
    const { accuracy, documents } = await corpusAccuracy(parser, dir)
    expect(documents.length).toBeGreaterThanOrEqual(8)
    expect(accuracy).toBeGreaterThanOrEqual(floor)
  }, 120_000)
})

describe('what real resumes do that ours did not', () => {
  it('takes the name from the name line, never a page number or a title', () => {
    expect(parseResumeText('2\nCurriculum Vitae\nInês Carvalho\nines@example.pt').name).toBe('Inês Carvalho')
  })

  it('reads phones with Unicode dashes and country codes, and leaves year ranges alone', () => {
    expect(parseResumeText('Ana Lima\n(415) 555\u20110134').phone).toBe('(415) 555-0134')
    expect(parseResumeText('Ana Lima\n+351 912 345 678 | ana@example.pt').phone).toBe('+351 912 345 678')
    expect(parseResumeText('Kim Min-jun\n(+82) 10-9030-1843').phone).toBe('(+82) 10-9030-1843')
    expect(parseResumeText('Ana Lima\n\nExperience\nDesigner | Acme | 2019 - 2021').phone).toBe('')
  })

  it('reads "City, Country" and "Remote" locations as well as "City, ST"', () => {
    expect(parseResumeText('Inês Carvalho\nLisbon, Portugal | ines@example.pt').location).toBe('Lisbon, Portugal')
    expect(parseResumeText('Jo Park\nMapo-gu, Seoul, Republic of Korea').location).toBe('Mapo-gu, Seoul, Republic of Korea')
    expect(parseResumeText('Sam Reed\nRemote | sam@example.com').location).toBe('Remote')
  })

  it('sees headings in their many phrasings, so no section swallows the next', () => {
    const resume = parseResumeText(
      [
        'Maya Ortiz',
        'OBJECTIVE',
        'To join a remote support team.',
        'ON CAMPUS INVOLVEMENT',
        'Peer Mentor | Student Union | 2021 - 2022',
        'Core Competencies',
        'Zendesk, Excel, Spanish',
        'Education & Certifications',
        'B.A. Communication | University of Oregon | 2019 - 2023',
        'Google Data Analytics Certificate (2023)',
        'HONORS/AWARDS',
        "Dean's List 2021",
        'VOLUNTEER EXPERIENCE',
        'Tutor | Reading Partners | 2020 - 2021',
      ].join('\n'),
    )
    expect(resume.summary).toBe('To join a remote support team.')
    expect(resume.skills).toEqual(['Zendesk', 'Excel', 'Spanish'])
    expect(resume.education).toEqual([{ degree: 'B.A. Communication', school: 'University of Oregon', period: '2019 - 2023' }])
    expect(resume.experience).toEqual([])
  })

  it('a job heading after a bullet list opens a new job, and "Summer 2022" is a period', () => {
    const { experience } = parseResumeText(
      ['Lee Chan', 'EXPERIENCE', 'Data Analyst Intern, Brightline Labs | Summer 2022', '• Built weekly dashboards', '• Cleaned survey data', 'Barista, Blue Bottle Coffee | 2020 - 2022', '• Trained 6 new staff'].join('\n'),
    )
    expect(experience.map(({ title, company, period }) => ({ title, company, period }))).toEqual([
      { title: 'Data Analyst Intern', company: 'Brightline Labs', period: 'Summer 2022' },
      { title: 'Barista', company: 'Blue Bottle Coffee', period: '2020 - 2022' },
    ])
  })

  it('tells the employer from the role in either order', () => {
    const { experience } = parseResumeText(['Lee Chan', 'Experience', 'Acme Corp | Senior Data Engineer | 2020 - 2023', 'Product Manager at Globex | 2018 - 2020'].join('\n'))
    expect(experience.map(({ title, company }) => ({ title, company }))).toEqual([
      { title: 'Senior Data Engineer', company: 'Acme Corp' },
      { title: 'Product Manager', company: 'Globex' },
    ])
  })

  it('a title ends in a practitioner\'s word ("Dental Hygienist"); an employer named like a list is no role', () => {
    const { experience } = parseResumeText(['Lee Chan', 'Experience', 'Kingsway Family Dental | Dental Hygienist | 2020 - 2023', 'Craigslist | Support Engineer | 2018 - 2020'].join('\n'))
    expect(experience.map(({ title, company }) => ({ title, company }))).toEqual([
      { title: 'Dental Hygienist', company: 'Kingsway Family Dental' },
      { title: 'Support Engineer', company: 'Craigslist' },
    ])
  })

  it('reads skills as items, never a sentence cut in pieces', () => {
    const { skills } = parseResumeText(
      ['Lee Chan', 'Skills', 'Languages: Python, SQL, R', 'Tools: Tableau; Excel and Google Sheets', 'I enjoy learning new tools quickly and explaining them to colleagues and clients.'].join('\n'),
    )
    expect(skills).toEqual(['Python', 'SQL', 'Tableau', 'Excel and Google Sheets'])
  })

  it('one school with its details is one education entry, not one per line', () => {
    const { education } = parseResumeText(
      ['Lee Chan', 'Education', 'University of Porto', 'MSc Data Science | 2019 - 2021', 'GPA: 17/20', 'Thesis: Forecasting demand', 'Relevant coursework: Statistics, Databases'].join('\n'),
    )
    expect(education).toEqual([{ degree: 'MSc Data Science', school: 'University of Porto', period: '2019 - 2021' }])
  })
})
