import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerAiRequest } from '@/app/api/ai/aiRoute'
import { COACH_GREETING } from '@/lib/ai/interview/coachReply'
import { modelSettingsFromEnv } from '@/lib/ai/model/languageModel'
import { recordToolCall } from '@/lib/ai/usage/recordToolCall'
import { dashboardData } from '@/lib/dashboard/dashboardData'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'

import { aiContext, jsonRequest, read } from '../helpers/aiRequests'
import { readUiMessageStream, startFakeOpenAi } from '../helpers/fakeOpenAiServer'
import { createJob, createMember } from '../helpers/fixtures'
import { startTestPayload } from '../helpers/testPayload'

/** "Today" for every figure: the dashboard's 30 days run from Oct 26 to Nov 24, 2026. */
const NOW = new Date('2026-11-24T12:00:00Z')
const staff = (...roles: string[]) => ({ collection: 'users', roles })
const ADMIN = staff('admin')

let payload: Payload
let pool: Pool
const day = (days: string[], date: string) => days.indexOf(date)

const createVisa = (country: string, lastReviewed: string | null) =>
  payload.create({
    collection: 'visas',
    data: {
      country,
      countryCode: country.slice(0, 2).toLowerCase(),
      duration: '1 year',
      minIncome: '$2,000/month',
      cost: '$100',
      processingTime: '1 month',
      region: 'Europe',
      applyUrl: 'https://visas.example.gov/apply',
      lastReviewed,
      _status: 'published',
    },
  })

beforeAll(async () => {
  payload = await startTestPayload()
  pool = poolOf(payload)
  // Jobs: two from the form today, an employer-page and a staff job on Nov 20, an API job on the
  // window's first day; one form job the day before it, and a demo job today, both left out.
  for (const postedVia of ['form', 'form'] as const)
    await createJob(payload, { posted_date: '2026-11-24T09:00:00Z', postedVia })
  await createJob(payload, { posted_date: '2026-11-20T23:30:00Z', postedVia: 'employer-page' })
  await createJob(payload, { posted_date: '2026-11-20T01:00:00Z' })
  await createJob(payload, { posted_date: '2026-10-26T00:00:00Z', postedVia: 'api' })
  await createJob(payload, { posted_date: '2026-10-25T23:59:00Z', postedVia: 'form' })
  await createJob(payload, { posted_date: '2026-11-24T10:00:00Z', isDemo: true })
  // Three wait for review, the oldest since Nov 21, noon; the rest were reviewed.
  const pending = []
  for (const createdAt of [
    '2026-11-21T12:00:00Z',
    '2026-11-23T08:00:00Z',
    '2026-11-24T11:30:00Z',
  ]) {
    const job = await createJob(payload, {
      reviewStatus: 'pending',
      posted_date: '2026-11-22T10:00:00Z',
    })
    await pool.query('UPDATE jobs SET created_at = $2 WHERE id = $1', [job.id, createdAt])
    pending.push(job.id)
  }
  await pool.query("UPDATE jobs SET review_status = 'approved' WHERE id <> ALL($1::int[])", [
    pending,
  ])

  // Link checks: an older run, the last finished one (which deactivated two jobs), and one still running.
  const [first, second] = (
    await payload.find({ collection: 'jobs', limit: 2, sort: 'id', depth: 0 })
  ).docs
  const run = (
    startedAt: string,
    status: 'completed' | 'inconclusive' | 'running',
    counts: number[],
    deactivated: number[] = [],
  ) =>
    payload.create({
      collection: 'link-check-runs',
      data: {
        trigger: 'scheduled',
        status,
        startedAt,
        totalCount: counts.reduce((a, b) => a + b, 0),
        validCount: counts[0],
        brokenCount: counts[1],
        blockedCount: counts[2],
        unknownCount: counts[3],
        deactivated,
      },
    })
  await run('2026-11-22T02:00:00Z', 'completed', [90, 5, 3, 2], [first.id])
  await run('2026-11-23T02:00:00Z', 'completed', [80, 7, 4, 1], [first.id, second.id])
  await run('2026-11-24T02:00:00Z', 'running', [10, 0, 0, 0])

  // Subscribers: confirmed before the window, on Nov 1 and today; one confirmed then left; one pending.
  const subscriber = (
    email: string,
    status: 'pending' | 'confirmed' | 'unsubscribed',
    confirmedAt?: string,
  ) => payload.create({ collection: 'subscribers', data: { email, status, confirmedAt } })
  await subscriber('early@example.com', 'confirmed', '2026-09-01T10:00:00Z')
  await subscriber('november@example.com', 'confirmed', '2026-11-01T10:00:00Z')
  await subscriber('today@example.com', 'confirmed', '2026-11-24T08:00:00Z')
  await subscriber('left@example.com', 'unsubscribed', '2026-11-10T10:00:00Z')
  await subscriber('waiting@example.com', 'pending')
  const member = await createMember(payload, 'alerts@example.com')
  for (const [query, frequency, status] of [
    ['?q=react', 'daily', 'active'],
    ['?q=vue', 'weekly', 'active'],
    ['?q=svelte', 'weekly', 'active'],
    ['?q=angular', 'daily', 'paused'],
  ] as const)
    await payload.create({
      collection: 'job-alerts',
      data: { member: member.id, query, frequency, status },
    })

  // Visas: two seeded-style reviews (2025-06-01), one never reviewed, one reviewed this year.
  await createVisa('Portugal', '2025-06-01T00:00:00Z')
  await createVisa('Estonia', '2025-06-01T00:00:00Z')
  await createVisa('Georgia', null)
  await createVisa('Spain', '2026-03-01T00:00:00Z')

  // AI calls counted on earlier days.
  await recordToolCall(pool, 'generate-cover-letter', 'model', new Date('2026-11-10T10:00:00Z'))
  await recordToolCall(pool, 'generate-cover-letter', 'model', new Date('2026-11-10T23:59:00Z'))
  await recordToolCall(pool, 'parse-resume', 'built-in', new Date('2026-10-20T10:00:00Z'))
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('the admin dashboard figures', () => {
  it('counts jobs posted per UTC day by source over 30 days, demo jobs and older posts left out', async () => {
    const { jobsPosted } = (await dashboardData(pool, ADMIN, NOW)).figures
    expect(jobsPosted!.days).toHaveLength(30)
    expect([jobsPosted!.days[0], jobsPosted!.days[29]]).toEqual(['2026-10-26', '2026-11-24'])
    const on = (date: string) => day(jobsPosted!.days, date)
    expect(jobsPosted!.bySource.form[on('2026-11-24')]).toBe(2)
    expect(jobsPosted!.bySource['employer-page'][on('2026-11-20')]).toBe(1)
    // Jobs without a source were created by staff: the one of Nov 20 and the three pending ones.
    expect(jobsPosted!.bySource.staff[on('2026-11-20')]).toBe(1)
    expect(jobsPosted!.bySource.staff[on('2026-11-22')]).toBe(3)
    expect(jobsPosted!.bySource.api[on('2026-10-26')]).toBe(1)
    expect(jobsPosted!.bySource.form.reduce((a, b) => a + b, 0)).toBe(2)
    expect(jobsPosted!.total).toBe(8)
  })

  it('gives the review queue its pending jobs and the oldest one', async () => {
    const { reviewQueue } = (await dashboardData(pool, ADMIN, NOW)).figures
    expect(reviewQueue).toEqual({ pending: 3, oldestPostedAt: '2026-11-21T12:00:00.000Z' })
  })

  it('reads link health from the last finished run, and the runs before it', async () => {
    const { linkHealth } = (await dashboardData(pool, ADMIN, NOW)).figures
    expect(linkHealth!.lastRun).toMatchObject({
      status: 'completed',
      valid: 80,
      broken: 7,
      blocked: 4,
      unknown: 1,
      deactivated: 2,
    })
    expect(linkHealth!.runs.map((run) => run.broken)).toEqual([5, 7])
  })

  it('counts confirmed subscribers day by day, and the job alerts', async () => {
    const { subscribers } = (await dashboardData(pool, ADMIN, NOW)).figures
    const on = (date: string) => subscribers!.confirmed[day(subscribers!.days, date)]
    expect([
      on('2026-10-26'),
      on('2026-10-31'),
      on('2026-11-01'),
      on('2026-11-23'),
      on('2026-11-24'),
    ]).toEqual([1, 1, 2, 2, 3])
    expect(subscribers).toMatchObject({
      pending: 1,
      unsubscribed: 1,
      alerts: { daily: 1, weekly: 2, paused: 1 },
    })
  })

  it('lists the visas last reviewed over 12 months ago (or never), the longest first', async () => {
    const { visasDue } = (await dashboardData(pool, staff('editor'), NOW)).figures
    expect(visasDue!.count).toBe(3)
    expect(visasDue!.visas.map((visa) => [visa.country, visa.lastReviewed])).toEqual([
      ['Georgia', null],
      ['Estonia', '2025-06-01T00:00:00.000Z'],
      ['Portugal', '2025-06-01T00:00:00.000Z'],
    ])
  })

  it('shows each role only its blocks, and nothing to members or visitors', async () => {
    const blocks = async (user: Parameters<typeof dashboardData>[1]) =>
      Object.keys((await dashboardData(pool, user, NOW)).figures).sort()
    expect(await blocks(ADMIN)).toEqual([
      'aiTools',
      'applyClicks',
      'jobImports',
      'jobsPosted',
      'linkHealth',
      'reviewQueue',
      'subscribers',
      'visasDue',
    ])
    expect(await blocks(staff('moderator'))).toEqual(['jobsPosted', 'reviewQueue'])
    expect(await blocks(staff('editor'))).toEqual(['jobImports', 'visasDue'])
    expect(await blocks(staff('editor', 'moderator'))).toEqual([
      'jobImports',
      'jobsPosted',
      'reviewQueue',
      'visasDue',
    ])
    expect(await blocks({ collection: 'members', roles: ['admin'] })).toEqual([])
    expect(await blocks(null)).toEqual([])
  })

  it('names a block whose query fails and still returns the others', async () => {
    const errors: string[] = []
    const { figures, failed } = await dashboardData(pool, ADMIN, NOW, {
      load: (block, query) =>
        block === 'subscribers' ? Promise.reject(new Error('down')) : query(),
      onError: (block) => errors.push(block),
    })
    expect(failed).toEqual(['subscribers'])
    expect(errors).toEqual(['subscribers'])
    expect(figures.reviewQueue?.pending).toBe(3)
  })
})

describe('AI tool calls are counted per day, tool and engine', () => {
  const counted = async (tool: string, engine: string) =>
    Number(
      (
        await pool.query(
          "SELECT calls FROM ai_tool_calls WHERE day = (now() AT TIME ZONE 'UTC')::date AND tool = $1 AND engine = $2",
          [tool, engine],
        )
      ).rows[0]?.calls ?? 0,
    )
  const eventually = async (check: () => Promise<unknown>, expected: unknown) => {
    for (let i = 0; i < 50 && (await check()) !== expected; i++)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await check()).toBe(expected)
  }

  it('shows past calls by day, tool and engine', async () => {
    const { aiTools } = (await dashboardData(pool, ADMIN, NOW)).figures
    expect(aiTools!.byTool['generate-cover-letter'][day(aiTools!.days, '2026-11-10')]).toBe(2)
    // Oct 20 is before the 30 days.
    expect(aiTools!.byTool['parse-resume'].every((n) => n === 0)).toBe(true)
    expect(aiTools!.byEngine).toEqual({ model: 2, 'built-in': 0 })
  })

  it('counts the built-in engine answering a tool, and the model answering over HTTP', async () => {
    const optimize = await answerAiRequest('optimize-resume', 
      jsonRequest('optimize-resume', {
        resumeText:
          'Jordan Rivera\nExperience\nEngineer | Brightwave | 2021 - Present\n- Built the design system\nSkills\nReact',
        targetRole: 'Frontend Engineer',
      }),
      aiContext(payload),
    )
    expect(optimize.status).toBe(200)
    await eventually(() => counted('optimize-resume', 'built-in'), 1)

    const server = await startFakeOpenAi((body) => {
      const instructions =
        body.messages.find((message: { role: string }) => message.role === 'system')?.content ?? ''
      return instructions.includes('LinkedIn')
        ? JSON.stringify({ analysis: 'Strong headline.', suggestions: ['Add numbers.'] })
        : 'Thanks! First question: how do you plan your week?'
    })
    try {
      const settings = modelSettingsFromEnv({
        AI_BASE_URL: server.baseURL,
        AI_API_KEY: 'k',
        AI_MODEL: 'm',
        AI_TIMEOUT_MS: '2000',
      })
      const linkedin = await read(
        await answerAiRequest('linkedin-optimizer', 
          jsonRequest('linkedin-optimizer', {
            headline: 'Designer | Remote',
            summary: 'I design tools people use every day.',
          }),
          aiContext(payload, { settings }),
        ),
      )
      expect(linkedin.json.engine).toBe('model')
      await eventually(() => counted('linkedin-optimizer', 'model'), 1)
      const coach = {
        messages: [
          { role: 'assistant', content: COACH_GREETING },
          { role: 'user', content: 'Frontend Developer' },
        ],
      }
      const streamed = await readUiMessageStream(
        await answerAiRequest('interview-coach', 
          jsonRequest('interview-coach', coach, { headers: { Accept: 'text/event-stream' } }),
          aiContext(payload, { settings }),
        ),
      )
      expect(streamed.metadata.engine).toBe('model')
      await eventually(() => counted('interview-coach', 'model'), 1)
    } finally {
      await server.close()
    }
    const { aiTools } = (await dashboardData(pool, ADMIN, new Date())).figures
    expect(aiTools!.byTool['optimize-resume'].at(-1)).toBe(1)
    expect(aiTools!.byEngine.model).toBeGreaterThanOrEqual(2)
  })

  it('answers the tool when the call cannot be counted', async () => {
    await pool.query('ALTER TABLE ai_tool_calls RENAME TO ai_tool_calls_away')
    try {
      const response = await read(
        await answerAiRequest('linkedin-optimizer', 
          jsonRequest('linkedin-optimizer', {
            headline: 'Designer | Remote',
            summary: 'I design tools people use every day.',
          }),
          aiContext(payload),
        ),
      )
      expect(response.status).toBe(200)
      expect(response.json.engine).toBe('built-in')
      await new Promise((resolve) => setTimeout(resolve, 200))
    } finally {
      await pool.query('ALTER TABLE ai_tool_calls_away RENAME TO ai_tool_calls')
    }
    expect(await counted('linkedin-optimizer', 'built-in')).toBe(0)
  })
})
