import { afterAll, describe, expect, it } from 'vitest'

import { createDocumentParser } from '@/lib/documents/documentParser'
import { inventedFacts } from '@/lib/ai/facts/inventedFacts'
import { optimizeResume } from '@/lib/ai/resume/optimizeResume'
import { rewriteBullet } from '@/lib/ai/resume/rewriteBullet'
import type { OptimizedResume } from '@/lib/ai/schemas/resume'

import { MISSING_SHARED_CORPUS, SHARED_CORPUS_DIR, sharedResumeSets, TEAM_WRITTEN_SETS } from '../helpers/resumeCorpus'
import { extractDocumentText } from '@/lib/documents/extractDocumentText'
import { readFileSync } from 'node:fs'

const graduate = `Mia Chen
mia.chen@example.com | +351 912 345 678 | Lisbon, Portugal

EDUCATION
BSc Computer Science | University of Lisbon | 2019 - 2023

EXPERIENCE
Frontend Intern | Fidelidade | Jun 2022 - Sep 2022
• Was responsible for fixing bugs in the customer portal
• Helped with the migration of 30 forms to React

SKILLS
JavaScript, React, HTML, CSS, Git`

/** Everything the optimizer states: summary, jobs, bullets, skills, rewrites and tips aside. */
const statements = (result: OptimizedResume) =>
  [
    result.summary,
    ...result.experience.flatMap((job) => [job.title, job.company, job.summary, ...job.description]),
    result.skills.join(', '),
    ...result.bulletSuggestions.map((advice) => advice.suggestion),
  ].join('\n')

describe('the optimizer states only what the resume says', () => {
  const result = optimizeResume(graduate, 'Senior Frontend Engineer')

  it('gives a graduate no years of experience and no seniority they do not have', () => {
    expect(result.summary).not.toMatch(/\d+\+?\s*years/i)
    expect(result.summary).not.toMatch(/^Senior/)
    expect(result.summary).toMatch(/^Frontend Intern, working with React/)
    expect(inventedFacts(statements(result), { candidate: [graduate], job: { title: 'Senior Frontend Engineer' } })).toEqual([])
  })

  it('names a matched skill in the summary only in a form that is a skill', () => {
    const seller = 'Derek Lind\n\nExperience\nSales Manager | Acme Office | 2019 - Present\n• Sold managed print and document software to schools'
    const job = { title: 'Support Engineer', company: 'Supabase', description: 'You will write documentation and answer PostgreSQL questions.' }
    const optimized = optimizeResume(seller, 'Support Engineer', job)
    expect(optimized.matchedKeywords).toContain('Documentation')
    expect(optimized.summary).toMatch(/^Sales Manager\b/)
    expect(optimized.summary).not.toMatch(/working with document\b/i)
  })

  it('states years as the resume prints them ("4.5", never the "5" of it) and never "working with remote"', () => {
    const support = 'Priya Rao\n\nSUMMARY\n* Having 4.5 years of experience in customer support.\n* Seeking a remote support position.\n\nEXPERIENCE\nSupport Executive | Hill Cloud Pvt. Ltd. | 2021 - Present\n* Handled 60 chats a day'
    const optimized = optimizeResume(support, 'Customer Support Specialist')
    expect(optimized.summary).toMatch(/with 4\.5 years of experience/)
    expect(optimized.summary).not.toMatch(/working with[^.]*\bremote\b/i)
    expect(inventedFacts(statements(optimized), { candidate: [support], job: { title: 'Customer Support Specialist' } })).toEqual([])
  })

  it('names a skill only in its own form, never a verb that opens a bullet ("Led")', () => {
    const lead = 'Mark Rios\n\nEXPERIENCE\nOperations Assistant | Bright Services | 2018 - 2023\n• Led a team of 12 and tracked KPI dashboards in Figma weekly'
    const optimized = optimizeResume(lead, 'HR Operations Specialist')
    expect(optimized.summary).not.toMatch(/working with[^.]*\bLed\b/)
  })

  it('advises a bullet the resume repeats under two jobs once', () => {
    const repeated = 'Ana Ruiz\n\nEXPERIENCE\nObserver | Hill Observatory | 2017\n• Was responsible for taking images\nObserver | Lake Observatory | 2016\n• Was responsible for taking images'
    expect(optimizeResume(repeated, 'Data Analyst').bulletSuggestions).toHaveLength(1)
  })

  it('reads a Lisbon address as a location and never asks for "City, ST"', () => {
    expect(result.location).toBe('Lisbon, Portugal')
    expect(JSON.stringify(result)).not.toContain('City, ST')
    expect(result.tips.join(' ')).not.toMatch(/where you live/)
  })

  it('asks for a missing figure beside the bullet, never inside it', () => {
    const advice = result.bulletSuggestions.find((each) => each.original.startsWith('Was responsible'))
    expect(advice?.issue).toMatch(/No figure shows the result/)
    expect(advice?.suggestion).toBe('Owned fixing bugs in the customer portal')
    expect(advice?.suggestion).not.toMatch(/\d|result/)
  })
})

describe('bullet rewrites are rewrites of that bullet', () => {
  it.each([
    ['Responsible for onboarding new customers', 'Owned onboarding new customers'],
    ['Successfully utilized Python in order to automate reports', 'Used Python to automate reports'],
    ['Worked on performance improvements for the checkout flow', 'Improved performance for the checkout flow'],
    ['Led the migration to TypeScript, cutting production errors by 35%', 'Cut production errors by 35% by leading the migration to TypeScript'],
    ['Rebuilt the billing service, resulting in 20% fewer support tickets', 'Achieved 20% fewer support tickets by rebuilding the billing service'],
  ])('%s → %s', (bullet, rewrite) => {
    expect(rewriteBullet(bullet)).toBe(rewrite)
  })

  it('leaves a strong, measured bullet as it was', () => {
    expect(rewriteBullet('Cut onboarding time by 40% for 300 new customers')).toBe('Cut onboarding time by 40% for 300 new customers')
  })
})

describe('the fact check', () => {
  const resume = 'Jordan Rivera. Frontend Developer at Northwind Labs. Built a React dashboard used by 5,000 customers.'

  it('names what a model added: years, seniority, tools, figures, employers', () => {
    const output = 'Senior Frontend Developer with 5+ years of experience in React and Kubernetes. Built a dashboard used by 5000 customers at Google.'
    expect(inventedFacts(output, { candidate: [resume] })).toEqual(expect.arrayContaining(['5+', 'Senior', 'Kubernetes', 'Google']))
    // "5000" is the resume's "5,000".
    expect(inventedFacts(output, { candidate: [resume] })).not.toContain('5000')
  })

  it('lets a letter name what the job asks for, but not claim it for the candidate', () => {
    const job = { title: 'Platform Engineer', company: 'Acme', description: 'You know Kubernetes and Terraform.' }
    expect(inventedFacts('The role asks for Kubernetes and Terraform.', { candidate: [resume], job })).toEqual([])
    expect(inventedFacts('I have run Kubernetes clusters.', { candidate: [resume], job })).toEqual(['Kubernetes'])
  })
})

describe('claims the resume does not make (issue 32, from real resumes)', () => {
  const willing = 'Ana Souza\n\nSUMMARY\nBackend developer. Willing to work remotely.\n\nEXPERIENCE\nBackend Developer | Loja Azul | 2020 - Present\n• Built payment services used by 2,000 shops'
  const worked = willing.replace('Willing to work remotely.', 'Worked remotely with a team spread over Brazil and Portugal.')

  it('willingness to work remotely is not experience of it: the summary says so only when the resume does', () => {
    expect(optimizeResume(willing, 'Backend Engineer').summary).not.toMatch(/remote/i)
    expect(optimizeResume(worked, 'Backend Engineer').summary).toContain('Experienced working remotely.')
    expect(optimizeResume(willing.replace('Willing to work remotely.', 'Looking for a remote role.'), 'Backend Engineer').summary).not.toMatch(/Experienced working/)
  })

  it('the fact check names remote experience a letter claims and the resume only wishes for', () => {
    const letter = 'I have worked remotely for years and I built payment services used by 2,000 shops.'
    expect(inventedFacts(letter, { candidate: [willing] })).toContain('remote work experience')
    expect(inventedFacts(letter, { candidate: [worked] })).toEqual([])
    // Wanting the role's way of working is not a claim.
    expect(inventedFacts('I would love to work remotely with your team.', { candidate: [willing] })).toEqual([])
  })

  it('a language inside a longer name is not that language: "Go CD" (GoCD, the CI server) is not Go', () => {
    const ci = 'Sam Park. DevOps Engineer at Brightline. Ran release pipelines in Go CD and Jenkins.'
    expect(inventedFacts('I have built services in Go.', { candidate: [ci] })).toContain('Go')
    expect(inventedFacts('I have built services in Go.', { candidate: ['Sam Park. Built services in Go and Python.'] })).toEqual([])
    expect(inventedFacts('I ran release pipelines in Go CD.', { candidate: [ci] })).toEqual([])
  })
})

// Every document the team wrote, and from ../shared/resume-corpus (outside the project since
// issue 32; skipped with a message without it) the public template samples and the real resumes
// studied. The held-out ones are measured for fields only: a failure here would name one.
if (!SHARED_CORPUS_DIR) console.warn(`The optimizer is checked on the team's documents only: ${MISSING_SHARED_CORPUS}`)
const checkedDocuments = [
  ...TEAM_WRITTEN_SETS.flatMap((set) => set.documents()),
  ...sharedResumeSets()
    .filter((set) => set.group === 'public samples' || set.group === 'real, studied')
    .flatMap((set) => set.documents()),
]

describe('on the corpus of resumes', () => {
  const parser = createDocumentParser({ timeoutMs: 20_000 })
  afterAll(async () => {
    await parser.close()
  })

  it('every optimized resume states only facts of its own resume, and no two rewrites share a sentence', async () => {
    expect(checkedDocuments.length).toBeGreaterThanOrEqual(SHARED_CORPUS_DIR ? 140 : 100)
    for (const document of checkedDocuments) {
      const extracted = await extractDocumentText(readFileSync(document.file), parser)
      if (!extracted.ok) throw new Error(`${document.id}: ${extracted.error}`)
      for (const title of ['Product Designer', 'Senior Backend Engineer']) {
        const result = optimizeResume(extracted.text, title)
        expect(inventedFacts(statements(result), { candidate: [extracted.text], job: { title } }), `${document.key} as ${title}`).toEqual([])
        // Sentences, not abbreviations: "(isolated vs. group)" and "Laboratory of Dr. Shah" end none.
        const sentences = result.bulletSuggestions.flatMap((advice) => advice.suggestion.split(/(?<=[.!?])(?<!\b(?:Dr|Prof|Mr|Mrs|Ms|St|Jr|Sr|vs|No|Nr)\.)\s+(?=\p{Lu})/u))
        expect(new Set(sentences).size, document.key).toBe(sentences.length)
      }
    }
  }, 120_000)
})
