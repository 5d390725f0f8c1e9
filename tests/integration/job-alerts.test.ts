import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendJobAlerts } from '@/lib/alerts/sendJobAlerts'
import { closePayload } from '@/lib/db/keepPoolAlive'

import { createJob, createMember } from '../helpers/fixtures'
import { rest, tokenFor } from '../helpers/rest'
import { startSmtpServer } from '../helpers/smtpServer'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const tokens: Record<string, string> = {}

/** Alert emails to an address (members also got their sign-up confirmation). */
const mailsTo = (address: string) =>
  smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address) && mail.subject?.includes('match your alerts'))

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  payload = await startTestPayload()
  await createMember(payload, 'alice@example.com')
  await createMember(payload, 'bob@example.com')
  tokens.alice = await tokenFor(payload, 'members', 'alice@example.com', 'member-password')
  tokens.bob = await tokenFor(payload, 'members', 'bob@example.com', 'member-password')
})

afterAll(async () => {
  if (payload) await closePayload(payload)
  await smtp?.stop()
})

describe('job alerts', () => {
  it('a member saves searches as alerts; another member cannot see them', async () => {
    const design = await rest(payload, 'POST', '/job-alerts', { token: tokens.alice, body: { query: '?category=Design&page=3&tab=favorites', frequency: 'weekly' } })
    expect(design.status).toBe(201)
    expect(design.json.doc).toMatchObject({ query: '?category=Design', label: 'Category: Design', status: 'active' })
    await rest(payload, 'POST', '/job-alerts', { token: tokens.alice, body: { query: '?q=engineer&category=Engineering', frequency: 'daily' } })
    await rest(payload, 'POST', '/job-alerts', { token: tokens.bob, body: { query: '?category=Data', frequency: 'daily' } })
    const seenByBob = await rest(payload, 'GET', '/job-alerts', { token: tokens.bob })
    expect(seenByBob.json.docs.map((alert: { label: string }) => alert.label)).toEqual(['Category: Data'])
    expect((await rest(payload, 'GET', '/job-alerts')).status).toBe(403)
  })

  it("an alert's owner never changes: a member cannot hand an alert to another member", async () => {
    const own = await rest(payload, 'POST', '/job-alerts', { token: tokens.alice, body: { query: '?category=Marketing', frequency: 'weekly' } })
    const bob = await payload.find({ collection: 'members', where: { email: { equals: 'bob@example.com' } }, depth: 0 })
    const moved = await rest(payload, 'PATCH', `/job-alerts/${own.json.doc.id}`, { token: tokens.alice, body: { member: bob.docs[0].id, frequency: 'daily' } })
    expect(moved.status).toBe(200)
    const stored = await payload.findByID({ collection: 'job-alerts', id: own.json.doc.id, depth: 0 })
    expect(stored).toMatchObject({ frequency: 'daily', member: own.json.doc.member.id })
    const bobsLabels = (await rest(payload, 'GET', '/job-alerts', { token: tokens.bob })).json.docs.map((alert: { label: string }) => alert.label)
    expect(bobsLabels).not.toContain('Category: Marketing')
    await payload.delete({ collection: 'job-alerts', id: own.json.doc.id })
  })

  it('one email per member with only the matching new jobs of all their alerts', async () => {
    await createJob(payload, { job_title: 'Alert Product Designer', category: 'Design' })
    await createJob(payload, { job_title: 'Alert Backend Engineer', category: 'Engineering' })
    await createJob(payload, { job_title: 'Alert Sales Engineer', category: 'Sales' })
    await createJob(payload, { job_title: 'Alert Data Analyst', category: 'Data' })
    expect(await sendJobAlerts(payload, new Date('2026-11-23T08:00:00.000Z'))).toBe(2)
    await payload.jobs.run()

    const [alice] = mailsTo('alice@example.com')
    expect(mailsTo('alice@example.com')).toHaveLength(1)
    expect(alice.subject).toBe('2 new remote jobs match your alerts')
    expect(alice.text).toContain('Alert Product Designer')
    expect(alice.text).toContain('Alert Backend Engineer')
    expect(alice.text).not.toContain('Alert Sales Engineer')
    expect(alice.text).not.toContain('Alert Data Analyst')
    const [bob] = mailsTo('bob@example.com')
    expect(bob.text).toContain('Alert Data Analyst')
    expect(bob.text).not.toContain('Alert Product Designer')
  })

  it('the next run sends nothing when no new jobs match', async () => {
    expect(await sendJobAlerts(payload, new Date('2026-11-24T08:00:00.000Z'), new Date(Date.now() + 25 * 60 * 60 * 1000))).toBe(0)
  })

  it("unsubscribing from one alert leaves the member's others running", async () => {
    const [alice] = mailsTo('alice@example.com')
    const [, label, stop] = alice.text?.match(/([^\n]+): \d+ new jobs?\n[\s\S]*?Stop this alert: (\S+)/) ?? []
    expect(stop).toBeTruthy()
    const { POST } = await import('@/app/api/unsubscribe/route')
    expect((await POST(new Request(stop!.replace(/^https?:\/\/[^/]+/, 'http://localhost:3000'), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }))).status).toBe(200)
    const { docs } = await rest(payload, 'GET', '/job-alerts?sort=createdAt', { token: tokens.alice }).then((response) => response.json)
    const statuses = Object.fromEntries(docs.map((alert: { label: string; status: string }) => [alert.label, alert.status]))
    expect(statuses).toEqual({
      'Category: Design': label === 'Category: Design' ? 'paused' : 'active',
      '"engineer" · Category: Engineering': label === 'Category: Design' ? 'active' : 'paused',
    })
  })
})
