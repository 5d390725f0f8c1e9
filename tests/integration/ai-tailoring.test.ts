import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { wordCount } from '@/lib/ai/coverLetter/writeCoverLetter'
import { answerAiRequest } from '@/app/api/ai/aiRoute'
import { inventedFacts } from '@/lib/ai/facts/inventedFacts'
import { tailorJobFor } from '@/lib/ai/jobs/tailorJob'
import { JOB_NOT_FOUND } from '@/lib/ai/messages'
import { closePayload } from '@/lib/db/keepPoolAlive'

import { aiContext, jsonRequest, read } from '../helpers/aiRequests'
import { createJob } from '../helpers/fixtures'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let job: { id: number; slug?: string | null }
let closed: { id: number; slug?: string | null }

const DESCRIPTION =
  'We are looking for a Platform Engineer to run our Kubernetes clusters and manage infrastructure with Terraform. ' +
  'You write Go, know PostgreSQL and keep incidents calm. Experience with AWS is a plus.'

const RESUME = `Noor Haddad
noor.haddad@example.com | +44 20 7946 0958 | Manchester, United Kingdom

EXPERIENCE
Site Reliability Engineer | Cloudberry | 2021 - Present
• Moved 40 services to Terraform, cutting provisioning time from 2 days to 20 minutes
• Responsible for the on-call rotation of 8 engineers
• Wrote runbooks for PostgreSQL failover

Systems Administrator | Northwind Labs | 2018 - 2021
• Automated backups with Python scripts for 300 servers

SKILLS
Terraform, PostgreSQL, Python, Linux, AWS`

beforeAll(async () => {
  payload = await startTestPayload()
  job = await createJob(payload, { job_title: 'Platform Engineer', company_name: 'Fernway', job_description: DESCRIPTION })
  closed = await createJob(payload, { job_title: 'Closed Platform Engineer', company_name: 'Fernway', is_active: false } as never)
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('tailoring the resume to a job on the board', () => {
  it('matches the resume against the posting own words, not the role family', async () => {
    const { status, json } = await read(
      await answerAiRequest('optimize-resume', 
        jsonRequest('optimize-resume', { resumeText: RESUME, targetRole: 'Platform Engineer', jobId: job.id }),
        aiContext(payload),
      ),
    )
    expect(status).toBe(200)
    expect(json.fullResume.matchedAgainst).toBe('Fernway')
    expect(json.fullResume.matchedKeywords).toEqual(expect.arrayContaining(['Terraform', 'PostgreSQL', 'AWS']))
    expect(json.fullResume.missingKeywords).toEqual(expect.arrayContaining(['Kubernetes', 'Go']))
    // Every keyword named comes from the posting.
    for (const keyword of [...json.fullResume.matchedKeywords, ...json.fullResume.missingKeywords])
      expect(DESCRIPTION.toLowerCase()).toContain(keyword.toLowerCase().split(' ')[0])
    expect(json.fullResume.tips.join(' ')).toContain('The Fernway posting asks for')
  })

  it('answers a job that is no longer listed with 404 and says so', async () => {
    const { status, json } = await read(
      await answerAiRequest('optimize-resume', 
        jsonRequest('optimize-resume', { resumeText: RESUME, targetRole: 'Platform Engineer', jobId: closed.id }),
        aiContext(payload),
      ),
    )
    expect(status).toBe(404)
    expect(json).toEqual({ title: JOB_NOT_FOUND.title, error: JOB_NOT_FOUND.text })
  })

  it('refuses a job id that is not one', async () => {
    const { status, json } = await read(
      await answerAiRequest('optimize-resume', 
        jsonRequest('optimize-resume', { resumeText: RESUME, targetRole: 'Platform Engineer', jobId: 'drop table' }),
        aiContext(payload),
      ),
    )
    expect(status).toBe(400)
    expect(json.error).toBe('Choose a job from the board.')
  })

  it('finds the job a tool page was opened for by its slug, and tells a missing one apart', async () => {
    expect(await tailorJobFor(payload, job.slug ?? '')).toMatchObject({ id: job.id, title: 'Platform Engineer', company: 'Fernway' })
    expect(await tailorJobFor(payload, closed.slug ?? '')).toBe('missing')
    expect(await tailorJobFor(payload, '../../etc/passwd')).toBe('missing')
    expect(await tailorJobFor(payload, undefined)).toBeNull()
  })
})

describe('a cover letter for a job on the board', () => {
  const letterFor = async (tone: string) => {
    const { status, json } = await read(
      await answerAiRequest('generate-cover-letter', 
        jsonRequest('generate-cover-letter', {
          jobTitle: 'Platform Engineer',
          companyName: 'Fernway',
          tone,
          additionalInfo: 'I would like to work for a company that runs on open source.',
          resumeText: RESUME,
          jobId: job.id,
        }),
        aiContext(payload),
      ),
    )
    expect(status).toBe(200)
    return json.fullLetter as string
  }

  it('picks the achievements that match the posting, states nothing the input lacks, signs with the name', async () => {
    const letters = await Promise.all(['professional', 'enthusiastic', 'creative', 'formal'].map(letterFor))
    for (const letter of letters) {
      expect(letter).toMatch(/Terraform/)
      expect(letter).toMatch(/Noor Haddad\s*$/)
      expect(wordCount(letter)).toBeLessThan(400)
      expect(
        inventedFacts(letter, {
          candidate: [RESUME, 'I would like to work for a company that runs on open source.'],
          job: { title: 'Platform Engineer', company: 'Fernway', description: DESCRIPTION, remote: true },
        }),
      ).toEqual([])
      // Kubernetes is what the job asks for; the resume never claims it, nor may the letter.
      expect(letter).not.toMatch(/\bI (have|am|know|bring|used|ran|run|manage)\b[^.]*Kubernetes/)
    }
    // Tone changes the letter, not one sentence of it.
    const openings = letters.map((letter) => letter.split('\n\n').slice(0, 2).join('\n\n'))
    expect(new Set(openings).size).toBe(4)
  })

  it('answers a job that is no longer listed with 404', async () => {
    const { status, json } = await read(
      await answerAiRequest('generate-cover-letter', 
        jsonRequest('generate-cover-letter', { jobTitle: 'Platform Engineer', companyName: 'Fernway', jobId: closed.id }),
        aiContext(payload),
      ),
    )
    expect(status).toBe(404)
    expect(json.title).toBe(JOB_NOT_FOUND.title)
  })
})
