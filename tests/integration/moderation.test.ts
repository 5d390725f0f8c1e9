import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'

import { createMember, createStaff, jobData } from '../helpers/fixtures'
import { mailsInFolder, recipients } from '../helpers/mailFolder'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
const tokens: Record<string, string> = {}
let address = 0

/** A job posted through the REST API; with a contact email, one its poster already confirmed. */
const postJob = async (contactEmail?: string) => {
  const { json } = await rest(payload, 'POST', '/jobs', { headers: { 'x-client-address': `192.0.2.${++address}` }, body: jobData() })
  if (contactEmail) await payload.update({ collection: 'jobs', id: json.doc.id, data: { contactEmail, contactEmailConfirmed: true } })
  return json.doc as { id: number; slug: string }
}

beforeAll(async () => {
  payload = await startTestPayload()
  await createStaff(payload, 'admin@example.com', ['admin'])
  await createStaff(payload, 'moderator@example.com', ['moderator'])
  await createStaff(payload, 'editor@example.com', ['editor'])
  await createMember(payload, 'member@example.com')
  tokens.moderator = await tokenFor(payload, 'users', 'moderator@example.com', 'staff-password')
  tokens.editor = await tokenFor(payload, 'users', 'editor@example.com', 'staff-password')
  tokens.member = await tokenFor(payload, 'members', 'member@example.com', 'member-password')
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('moderation', () => {
  it('a moderator approves a pending job: it is listed and the poster is emailed', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { moderationMode: 'approval-first' } })
    const job = await postJob('poster@example.com')
    expect((await rest(payload, 'GET', `/jobs/${job.id}`)).status).toBe(404)

    const { status, json } = await rest(payload, 'POST', `/jobs/${job.id}/approve`, { token: tokens.moderator })
    expect(status).toBe(200)
    expect(json.doc).toMatchObject({ reviewStatus: 'approved', is_active: true })
    expect((await rest(payload, 'GET', `/jobs/${job.id}`)).status).toBe(200)

    await payload.jobs.run()
    const mail = (await mailsInFolder()).find((parsed) => recipients(parsed).includes('poster@example.com'))
    expect(mail?.subject).toMatch(/^Approved: /)
    expect(mail?.text).toContain(`/jobs/${job.slug}`)
  })

  it('rejecting needs a reason, takes the job off the board and tells the poster why', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { moderationMode: 'review-after' } })
    const job = await postJob('rejected@example.com')
    expect((await rest(payload, 'GET', `/jobs/${job.id}`)).status).toBe(200)

    const missing = await rest(payload, 'POST', `/jobs/${job.id}/reject`, { token: tokens.moderator, body: { reason: ' ' } })
    expect(missing.status).toBe(400)
    expect(missing.json.errors[0].message).toBe('Please give a reason for the rejection.')

    const { json } = await rest(payload, 'POST', `/jobs/${job.id}/reject`, { token: tokens.moderator, body: { reason: 'Not a remote position.' } })
    expect(json.doc).toMatchObject({ reviewStatus: 'rejected', is_active: false, rejectionReason: 'Not a remote position.' })
    expect((await rest(payload, 'GET', `/jobs/${job.id}`)).status).toBe(404)

    await payload.jobs.run()
    const mail = (await mailsInFolder()).find((parsed) => recipients(parsed).includes('rejected@example.com'))
    expect(mail?.text).toContain('Reason: Not a remote position.')
  })

  it('members, editors and anonymous visitors cannot approve, reject or edit jobs', async () => {
    const job = await postJob()
    for (const token of [tokens.member, tokens.editor, undefined]) {
      expect((await rest(payload, 'POST', `/jobs/${job.id}/approve`, { token })).status).toBe(403)
      expect((await rest(payload, 'POST', `/jobs/${job.id}/reject`, { token, body: { reason: 'spam spam' } })).status).toBe(403)
      expect((await rest(payload, 'PATCH', `/jobs/${job.id}`, { token, body: { reviewStatus: 'approved', job_title: 'Changed' } })).status).toBe(403)
    }
    const stored = await payload.findByID({ collection: 'jobs', id: job.id })
    expect(stored.reviewStatus).toBe('pending')
    expect(stored.job_title).not.toBe('Changed')
  })
})
