import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { answerAiRequest } from '@/app/api/ai/aiRoute'
import { COACH_GREETING } from '@/lib/ai/interview/coachReply'
import {
  FREE_LIMIT_REACHED,
  MISSING_COVER_LETTER,
  MISSING_LINKEDIN,
  MISSING_RESUME,
  PREMIUM_FEATURE,
  TOO_MANY_REQUESTS,
} from '@/lib/ai/messages'
import type { AiTool } from '@/lib/ai/usage/aiToolCalls'
import { closePayload } from '@/lib/db/keepPoolAlive'

import { aiContext, freshAddress, jsonRequest, read } from '../helpers/aiRequests'
import { createMember } from '../helpers/fixtures'
import { tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let freeMember: string
let premiumMember: string

const RESUME =
  'Jordan Rivera\njordan@example.com\nSummary\nFrontend engineer.\nExperience\nEngineer | Brightwave | 2021 - Present\n- Responsible for the design system\nSkills\nReact, CSS'
const LETTER = {
  jobTitle: 'Product Designer',
  companyName: 'Acme Remote',
  tone: 'enthusiastic',
  additionalInfo: 'I led a redesign that lifted sign-ups by 20%.',
}
const PROFILE = {
  headline: 'Product Designer | Figma | Remote',
  summary: 'I design tools 40,000 people use. Reach out: me@example.com',
}

const everyonePremium = (on: boolean) =>
  payload.updateGlobal({ slug: 'site-settings', data: { everyonePremium: on } })
const call = async (
  path: AiTool,
  body: unknown,
  options = {},
) => read(await answerAiRequest(path, jsonRequest(path, body, options), aiContext(payload)))

beforeAll(async () => {
  payload = await startTestPayload()
  const free = await createMember(payload, 'free@example.com')
  const premium = await createMember(payload, 'premium@example.com')
  await payload.update({
    collection: 'members',
    id: premium.id,
    data: { plan: 'premium' },
    overrideAccess: true,
  })
  freeMember = await tokenFor(payload, 'members', 'free@example.com', 'member-password')
  premiumMember = await tokenFor(payload, 'members', 'premium@example.com', 'member-password')
  void free
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('with "every visitor is premium" on (the default)', () => {
  beforeEach(() => everyonePremium(true))

  it('gives anonymous visitors the full resume, the full letter and the LinkedIn analysis', async () => {
    expect(
      (
        await call('optimize-resume', {
          resumeText: RESUME,
          targetRole: 'Frontend Engineer',
        })
      ).json.fullResume.name,
    ).toBe('Jordan Rivera')
    expect(
      (await call('generate-cover-letter', LETTER)).json.fullLetter,
    ).toContain('Acme Remote')
    const linkedin = await call('linkedin-optimizer', PROFILE)
    expect(linkedin.status).toBe(200)
    expect(linkedin.json.suggestions.length).toBeGreaterThan(0)
  })

  it('defaults to on in a fresh database', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.everyonePremium).not.toBe(false)
  })
})

describe('with "every visitor is premium" off', () => {
  beforeEach(() => everyonePremium(false))

  it('gives free visitors previews only, never the full resume or letter', async () => {
    for (const options of [{}, { token: freeMember }]) {
      const resume = await call(
        'optimize-resume',
        { resumeText: RESUME, targetRole: 'Frontend Engineer' },
        options,
      )
      expect(resume.status).toBe(200)
      expect(resume.json.fullResume).toBeUndefined()
      expect(resume.json.preview).toMatchObject({
        name: 'Jordan Rivera',
        targetRole: 'Frontend Engineer',
      })
      expect(JSON.stringify(resume.json)).not.toContain('Brightwave')
      const letter = await call('generate-cover-letter', LETTER, options)
      expect(letter.json.fullLetter).toBeUndefined()
      expect(letter.json.preview.endsWith('…')).toBe(true)
      expect(letter.json.preview).not.toContain('Thank you')
    }
  })

  it('refuses the LinkedIn optimizer to free visitors with the Premium Feature text', async () => {
    const { status, json } = await call('linkedin-optimizer', PROFILE, {
      token: freeMember,
    })
    expect(status).toBe(403)
    expect(json).toEqual({ title: PREMIUM_FEATURE.title, error: PREMIUM_FEATURE.text })
  })

  it('gives a premium member everything, whatever the request claims', async () => {
    const resume = await call(
      'optimize-resume',
      { resumeText: RESUME, targetRole: 'Frontend Engineer' },
      { token: premiumMember },
    )
    expect(resume.json.fullResume.experience[0].company).toBe('Brightwave')
    expect(
      (
        await call('generate-cover-letter', LETTER, {
          token: premiumMember,
        })
      ).json.fullLetter,
    ).toBeTruthy()
    expect(
      (await call('linkedin-optimizer', PROFILE, { token: premiumMember }))
        .status,
    ).toBe(200)
  })

  it('counts three free interview messages per visitor cookie on the server, then refuses', async () => {
    const address = freshAddress()
    const conversation = [{ role: 'assistant', content: COACH_GREETING }]
    let cookie = ''
    for (const [index, text] of [
      'Backend Engineer',
      'I set up a runbook.',
      'We fixed it.',
    ].entries()) {
      conversation.push({ role: 'user', content: text })
      const response = await answerAiRequest('interview-coach', 
        jsonRequest(
          'interview-coach',
          { messages: conversation, isPremium: true },
          { address, headers: cookie ? { Cookie: cookie } : {} },
        ),
        aiContext(payload),
      )
      if (!cookie) cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]
      expect(cookie).toMatch(/^rp_coach=/)
      const { status, json } = await read(response)
      expect(status).toBe(200)
      expect(json).toMatchObject({ premium: false, used: index + 1, limit: 3 })
      conversation.push({ role: 'assistant', content: json.response })
    }
    conversation.push({ role: 'user', content: 'One more answer' })
    const refused = await read(
      await answerAiRequest('interview-coach', 
        jsonRequest(
          'interview-coach',
          { messages: conversation, isPremium: true },
          { address, headers: { Cookie: cookie } },
        ),
        aiContext(payload),
      ),
    )
    expect(refused.status).toBe(402)
    expect(refused.json).toEqual({
      title: FREE_LIMIT_REACHED.title,
      error: FREE_LIMIT_REACHED.text,
    })
  })

  it('counts a free member by account, across browsers', async () => {
    const messages = [{ role: 'user', content: 'Designer' }]
    for (let i = 1; i <= 3; i++) {
      const { json } = await read(
        await answerAiRequest('interview-coach', 
          jsonRequest('interview-coach', { messages }, { token: freeMember }),
          aiContext(payload),
        ),
      )
      expect(json.used).toBe(i)
    }
    expect(
      (
        await answerAiRequest('interview-coach', 
          jsonRequest('interview-coach', { messages }, { token: freeMember }),
          aiContext(payload),
        )
      ).status,
    ).toBe(402)
  })

  it('never limits a premium member', async () => {
    const messages = [{ role: 'user', content: 'Designer' }]
    for (let i = 0; i < 5; i++) {
      const { status, json } = await read(
        await answerAiRequest('interview-coach', 
          jsonRequest('interview-coach', { messages }, { token: premiumMember }),
          aiContext(payload),
        ),
      )
      expect(status).toBe(200)
      expect(json.premium).toBe(true)
    }
  })
})

describe('bad input', () => {
  it("answers a missing required field with 400 and the spec's Missing Information text", async () => {
    expect(
      (
        await call('optimize-resume', {
          resumeText: '  ',
          targetRole: 'Designer',
        })
      ).json,
    ).toEqual({ title: 'Missing Information', error: MISSING_RESUME.text })
    expect(
      (await call('optimize-resume', { resumeText: RESUME })).status,
    ).toBe(400)
    const letter = await call('generate-cover-letter', {
      jobTitle: 'Designer',
    })
    expect(letter).toMatchObject({
      status: 400,
      json: { title: 'Missing Information', error: MISSING_COVER_LETTER.text },
    })
    await everyonePremium(true)
    const linkedin = await call('linkedin-optimizer', {
      headline: 'Designer',
      summary: '',
    })
    expect(linkedin).toMatchObject({
      status: 400,
      json: { title: 'Missing Information', error: MISSING_LINKEDIN.text },
    })
  })

  it('answers a text over its limit with 400 and what is wrong, not Missing Information', async () => {
    expect(
      await call('generate-cover-letter', { jobTitle: 'x'.repeat(201), companyName: 'Acme' }),
    ).toMatchObject({ status: 400, json: { title: 'Invalid Input', error: 'Please keep this under 200 characters.' } })
  })

  it('ignores an empty interview message', async () => {
    const { status } = await read(
      await answerAiRequest('interview-coach', 
        jsonRequest('interview-coach', { messages: [{ role: 'user', content: '   ' }] }),
        aiContext(payload),
      ),
    )
    expect(status).toBe(400)
  })
})

describe('rate limit per client address', () => {
  it('refuses an address past its requests per minute, with Retry-After, and lets others through', async () => {
    process.env.AI_RATE_LIMIT_PER_MINUTE = '3'
    try {
      const address = freshAddress()
      const statuses = []
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await call('generate-cover-letter', LETTER, { address }))
            .status,
        )
      expect(statuses).toEqual([200, 200, 200, 429])
      const limited = await read(
        await answerAiRequest('generate-cover-letter', 
          jsonRequest('generate-cover-letter', LETTER, { address }),
          aiContext(payload),
        ),
      )
      expect(limited.json.error).toBe(TOO_MANY_REQUESTS)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await call('generate-cover-letter', LETTER)).status).toBe(
        200,
      )
    } finally {
      delete process.env.AI_RATE_LIMIT_PER_MINUTE
    }
  })
})
