import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { confirmPost, discardHeldPost, postToConfirm } from '@/lib/jobs/posting/confirmPost'
import { removeAbandonedPosts } from '@/lib/jobs/expireJobs'
import { renewFormToken } from '@/lib/jobs/posting/formToken'
import { freePlacesLeft } from '@/lib/jobs/posting/launchSpecial'
import { serverOwnedFieldMessage } from '@/lib/jobs/posting/posterFields'
import { submitEmployerJob } from '@/lib/jobs/posting/submitEmployerJob'
import type { SubmitResult } from '@/lib/jobs/posting/submitJob'

import { createStaff, jobData } from '../helpers/fixtures'
import { mailsInFolder, recipients } from '../helpers/mailFolder'
import { confirmationTokenFor } from '../helpers/postConfirmation'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let moderator = ''
let address = 0
const review = (id: number, action: 'approve' | 'reject') =>
  rest(payload, 'POST', `/jobs/${id}/${action}`, { token: moderator, body: action === 'reject' ? { reason: 'Spam, plainly.' } : {} })

const employerPost = (contactEmail: string, title = 'Staff Engineer <b>urgent</b> WIRE MONEY NOW', planId: number | null = null) => {
  const { company_name, job_description, category, job_type, job_url } = jobData()
  return submitEmployerJob(
    payload,
    { job_title: title, company_name, job_description, category, job_type, job_url: `${job_url}?n=${++address}`, hiring_locations: 'Worldwide', contactEmail },
    planId,
    { clientAddress: `192.0.2.${address % 250}`, idempotencyKey: `employer-${address}-${Date.now()}`, formToken: renewFormToken(payload.secret, new Date(Date.now() - 10_000)), secret: payload.secret },
  )
}
const postFromEmployerPage = async (contactEmail: string, title?: string, planId: number | null = null) => {
  const result = await employerPost(contactEmail, title, planId)
  if (!result.ok || !result.job) throw new Error(`post failed: ${JSON.stringify(result)}`)
  return result as Extract<SubmitResult, { ok: true }> & { job: { id: number } }
}

const mailsTo = async (email: string) => {
  await payload.jobs.run({ limit: 100 })
  return (await mailsInFolder()).filter((mail) => recipients(mail).includes(email))
}
const confirmToken = (email: string, jobId: number) => confirmationTokenFor(payload, email, jobId)
const jobOf = (id: number) => payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })
/** What a poster is told, without what differs between any two posts (their ids and slugs). */
const answerShape = (result: SubmitResult) => JSON.parse(JSON.stringify(result, (key, value) => (key === 'id' || key === 'slug' ? undefined : value)))
const freeEmployerCount = async () =>
  (await poolOf(payload).query(`SELECT count(DISTINCT lower(contact_email))::int AS n FROM jobs WHERE free_launch_special`)).rows[0].n as number

beforeAll(async () => {
  payload = await startTestPayload()
  await createStaff(payload, 'moderator@example.com', ['moderator'])
  moderator = await tokenFor(payload, 'users', 'moderator@example.com', 'staff-password')
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('a post that may use what an address is entitled to waits for that address to confirm it', () => {
  it('an anonymous API post cannot name an address to email', async () => {
    const { status, json } = await rest(payload, 'POST', '/jobs', { headers: { 'x-client-address': '192.0.2.250' }, body: { ...jobData(), contactEmail: 'victim@example.com' } })
    expect(status).toBe(400)
    expect(json.errors[0].data.errors).toContainEqual({ path: 'contactEmail', message: serverOwnedFieldMessage('contactEmail') })
  })

  it('is held unlisted and out of the review queue; one email with none of the poster\'s words; the answer tells nothing of the address', async () => {
    const posted = await postFromEmployerPage('victim@example.com')
    expect(posted).toMatchObject({ job: { listed: false }, held: { freeEmployers: 10, payments: false } })
    expect(posted.terms).toBeUndefined()
    expect(await jobOf(posted.job.id)).toMatchObject({ reviewStatus: 'awaiting-confirmation', is_active: false, freeLaunchSpecial: false, contactEmailConfirmed: false })
    const queue = await payload.count({ collection: 'jobs', where: { reviewStatus: { equals: 'pending' } }, overrideAccess: true })
    expect(queue.totalDocs).toBe(0)

    const mails = await mailsTo('victim@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Confirm your job posting on Remote Passport')
    expect(mails[0].text).toContain('It is not listed until you confirm it.')
    for (const part of [mails[0].subject, mails[0].text, mails[0].html]) {
      expect(part).not.toMatch(/WIRE MONEY|urgent|Staff Engineer|Acme/)
    }
  })

  it('opening the link changes nothing (a mail scanner opens links); the button lists it free as one of the first employers, once', async () => {
    const posted = await postFromEmployerPage('employer@example.com', 'Senior Backend Engineer')
    const token = await confirmToken('employer@example.com', posted.job.id)
    const opened = await postToConfirm(payload, null, token)
    expect(opened).toMatchObject({ state: 'held', job: { title: 'Senior Backend Engineer' }, terms: { free: true, freeEmployers: 10 }, plans: [] })
    expect(await postToConfirm(payload, null, `${token}x`)).toEqual({ state: 'invalid' })
    expect(await jobOf(posted.job.id)).toMatchObject({ reviewStatus: 'awaiting-confirmation', freeLaunchSpecial: false })

    // With payments off every post waits for review; the free place is taken now, by a proven address.
    const confirmed = await confirmPost(payload, null, { token })
    expect(confirmed).toMatchObject({ ok: true, state: 'in-review', terms: { free: true } })
    expect(await jobOf(posted.job.id)).toMatchObject({ reviewStatus: 'pending', is_active: false, freeLaunchSpecial: true, contactEmailConfirmed: true })
    expect(await confirmPost(payload, null, { token })).toEqual({ ok: true, state: 'contact-confirmed' })
    expect(await postToConfirm(payload, null, token)).toMatchObject({ state: 'contact', confirmed: true })

    expect((await review(posted.job.id, 'approve')).status).toBe(200)
    const outcome = (await mailsTo('employer@example.com')).find((mail) => mail.subject?.startsWith('Approved: '))
    expect(outcome?.subject).toBe('Approved: Senior Backend Engineer')
  })

  it('once the free places are taken, typing a first employer\'s address gets exactly what any address gets: nothing free until its owner confirms', async () => {
    const firstEmployers = await freeEmployerCount()
    await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: firstEmployers } })
    try {
      expect(await freePlacesLeft(poolOf(payload), firstEmployers)).toBe(0)
      // An attacker types the address of employer@example.com, who took a free place above.
      const typed = await postFromEmployerPage('employer@example.com', 'Typed Address Role')
      const stranger = await postFromEmployerPage('never-seen@example.com', 'Typed Address Role')
      expect(answerShape(typed)).toEqual(answerShape(stranger))
      expect(await jobOf(typed.job.id)).toMatchObject({ reviewStatus: 'awaiting-confirmation', is_active: false, freeLaunchSpecial: false })
      expect((await mailsTo('employer@example.com')).at(-1)?.text).not.toMatch(/free|Launch Special|bundle/i)

      // The owner of the address, with the link, still posts free; the stranger's address does not.
      expect(await postToConfirm(payload, null, await confirmToken('employer@example.com', typed.job.id))).toMatchObject({ state: 'held', terms: { free: true } })
      expect(await postToConfirm(payload, null, await confirmToken('never-seen@example.com', stranger.job.id))).toMatchObject({ state: 'held', terms: { free: false, paidBy: 'invoice' } })
      expect(await confirmPost(payload, null, { token: await confirmToken('never-seen@example.com', stranger.job.id) })).toMatchObject({ ok: true, state: 'in-review', terms: { free: false } })
      expect(await jobOf(stranger.job.id)).toMatchObject({ freeLaunchSpecial: false, reviewStatus: 'pending' })
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: 10 } })
    }
  })

  it('"This was not me" removes the held post; a held post nobody confirms is removed after 7 days', async () => {
    const posted = await postFromEmployerPage('not-me@example.com')
    const token = await confirmToken('not-me@example.com', posted.job.id)
    expect(await discardHeldPost(payload, token)).toBe(true)
    expect(await payload.findByID({ collection: 'jobs', id: posted.job.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await postToConfirm(payload, null, token)).toEqual({ state: 'expired' })
    expect(await confirmPost(payload, null, { token })).toMatchObject({ ok: false })

    const forgotten = await postFromEmployerPage('forgotten@example.com')
    await poolOf(payload).query(`UPDATE jobs SET created_at = now() - interval '8 days' WHERE id = $1`, [forgotten.job.id])
    expect(await removeAbandonedPosts(payload)).toBeGreaterThanOrEqual(1)
    expect(await payload.findByID({ collection: 'jobs', id: forgotten.job.id, overrideAccess: true, disableErrors: true })).toBeNull()
  })

  it('a post on a chosen plan (no place open) is not held: its link confirms the address for the review outcome only', async () => {
    const plan = await payload.create({ collection: 'posting-plans', data: { name: 'Invoice plan', price: 49, _status: 'published' } as never })
    await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: 0 } })
    try {
      const posted = await postFromEmployerPage('invoiced@example.com', 'Invoiced Role', plan.id)
      expect(posted).toMatchObject({ terms: { plan: { name: 'Invoice plan', price: 49 }, paidBy: 'invoice' } })
      expect(await jobOf(posted.job.id)).toMatchObject({ reviewStatus: 'pending', is_active: false })
      const [mail] = await mailsTo('invoiced@example.com')
      expect(mail.subject).toBe('Confirm your email for Remote Passport')
      expect(mail.text).toContain('our team will send an invoice for $49')
      expect((await review(posted.job.id, 'approve')).status).toBe(200)
      // Not confirmed: no outcome email.
      expect((await mailsTo('invoiced@example.com')).some((mail) => mail.subject?.startsWith('Approved'))).toBe(false)
      expect(await confirmPost(payload, null, { token: await confirmToken('invoiced@example.com', posted.job.id) })).toEqual({ ok: true, state: 'contact-confirmed' })
      expect(await jobOf(posted.job.id)).toMatchObject({ contactEmailConfirmed: true })
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: 10 } })
    }
  })

  it('one address gets at most 10 emails a day; a held post over that is refused and not stored', async () => {
    for (let i = 0; i < 10; i++) await postFromEmployerPage('flooded@example.com', `Role number ${i}`)
    expect(await mailsTo('flooded@example.com')).toHaveLength(10)
    const before = await payload.count({ collection: 'jobs', overrideAccess: true })
    const refused = await employerPost('flooded@example.com', 'Role number 10')
    expect(refused).toMatchObject({ ok: false, status: 429, message: expect.stringMatching(/^We have sent this email address as many links as we send in a day\./) })
    expect((await payload.count({ collection: 'jobs', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })
})
