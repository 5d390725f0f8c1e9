import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { confirmSubscription } from '@/lib/newsletter/confirm'
import { sendWeeklyDigest } from '@/lib/newsletter/digest'
import { CONFIRM_PURPOSE } from '@/lib/newsletter/links'
import { subscribeFromSite } from '@/lib/newsletter/subscribe'
import { signToken } from '@/lib/site/signedToken'

import { createJob } from '../helpers/fixtures'
import { rawHeader, startSmtpServer } from '../helpers/smtpServer'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let unsubscribeRoute: typeof import('@/app/api/unsubscribe/route')

const subscribe = (email: string) => subscribeFromSite(payload, { email, source: 'footer' }, '198.51.100.9')

const deliver = async () => {
  await payload.jobs.run()
}

const mailTo = (address: string) => smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address))
const linkIn = (text: string | undefined, path: string) => text?.match(new RegExp(`https?://[^\\s]*${path}\\?token=[^\\s]+`))?.[0]

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  process.env.SITE_URL = 'https://remotepassport.example'
  payload = await startTestPayload()
  unsubscribeRoute = await import('@/app/api/unsubscribe/route')
})

afterAll(async () => {
  if (payload) await closePayload(payload)
  await smtp?.stop()
})

describe('newsletter double opt-in', () => {
  it('answers the spec text and sends a confirmation link that confirms the address', async () => {
    expect(await subscribe('Reader@Example.com')).toEqual({ ok: true, message: 'Thanks for subscribing! Check your email for confirmation.' })
    const stored = (await payload.find({ collection: 'subscribers', where: { email: { equals: 'reader@example.com' } } })).docs[0]
    expect(stored).toMatchObject({ status: 'pending', source: 'footer', consentAt: expect.any(String) })

    await deliver()
    const [mail] = mailTo('reader@example.com')
    expect(mail.subject).toBe('Confirm your Remote Passport newsletter subscription')
    expect(mail.html).toBeTruthy()
    expect(rawHeader(mail, 'list-unsubscribe')).toMatch(/^<https:\/\/remotepassport\.example\/api\/unsubscribe\?token=/)
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const link = linkIn(mail.text, '/newsletter/confirm')!
    expect(link).toMatch(/^https:\/\/remotepassport\.example\/newsletter\/confirm\?token=/)

    expect(await confirmSubscription(payload, new URL(link).searchParams.get('token')!)).toBe('confirmed')
    const confirmed = await payload.findByID({ collection: 'subscribers', id: stored.id })
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) })
  })

  it('gives an already subscribed address the same answer and no second subscriber', async () => {
    expect(await subscribe('reader@example.com')).toEqual({ ok: true, message: 'Thanks for subscribing! Check your email for confirmation.' })
    expect((await payload.count({ collection: 'subscribers', where: { email: { equals: 'reader@example.com' } } })).totalDocs).toBe(1)
  })

  it('refuses an expired or tampered link', async () => {
    await subscribe('late@example.com')
    const subscriber = (await payload.find({ collection: 'subscribers', where: { email: { equals: 'late@example.com' } } })).docs[0]
    const token = signToken(payload.secret, CONFIRM_PURPOSE, { sid: subscriber.id, email: subscriber.email, exp: Date.now() + 1000 })
    expect(await confirmSubscription(payload, token, new Date(Date.now() + 49 * 60 * 60 * 1000))).toBe('expired')
    const [body, mac] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ sid: subscriber.id, email: subscriber.email, exp: Date.now() + 10 ** 9 })).toString('base64url')
    expect(await confirmSubscription(payload, `${forged}.${mac}`)).toBe('invalid')
    expect(await confirmSubscription(payload, `${body}.${mac.slice(0, -2)}xx`)).toBe('invalid')
    expect((await payload.findByID({ collection: 'subscribers', id: subscriber.id })).status).toBe('pending')
  })

  it('rejects a malformed address with a message', async () => {
    expect(await subscribe('not-an-email')).toEqual({ ok: false, message: 'Please enter a valid email address.' })
    expect((await payload.count({ collection: 'subscribers', where: { email: { equals: 'not-an-email' } } })).totalDocs).toBe(0)
  })
})

describe('weekly digest', () => {
  it('sends the new jobs once per subscriber per period, and nothing when nothing is new', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { digestLastSentAt: new Date(Date.now() - 60_000).toISOString() } })
    await createJob(payload, { job_title: 'Digest Backend Engineer' })
    await createJob(payload, { job_title: 'Digest Product Designer', category: 'Design' })
    const period = new Date('2026-11-23T09:00:00.000Z')
    expect(await sendWeeklyDigest(payload, period)).toBe(1)
    await deliver()
    const digests = mailTo('reader@example.com').filter((mail) => mail.subject?.includes('this week'))
    expect(digests).toHaveLength(1)
    expect(digests[0].subject).toBe('2 new remote jobs this week on Remote Passport')
    expect(digests[0].text).toContain('Digest Backend Engineer at Acme Remote')
    expect(digests[0].text).toContain('https://remotepassport.example/jobs/digest-product-designer-')
    expect(rawHeader(digests[0], 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // The same period again (a retry, or a second instance): nobody gets a second copy.
    await payload.updateGlobal({ slug: 'site-settings', data: { digestLastSentAt: new Date(Date.now() - 60_000).toISOString() } })
    expect(await sendWeeklyDigest(payload, period)).toBe(0)
    // A new period with no new jobs sends nothing.
    expect(await sendWeeklyDigest(payload, new Date('2026-11-30T09:00:00.000Z'))).toBe(0)
    await deliver()
    expect(mailTo('reader@example.com').filter((mail) => mail.subject?.includes('this week'))).toHaveLength(1)
  })
})

describe('one-click unsubscribe', () => {
  it('a GET only shows the page; a POST unsubscribes at once', async () => {
    const mail = mailTo('reader@example.com').find((parsed) => parsed.subject?.includes('this week'))!
    const link = rawHeader(mail, 'list-unsubscribe')!.slice(1, -1).replace('https://remotepassport.example', 'http://localhost:3000')
    const get = await unsubscribeRoute.GET(new Request(link))
    expect(get.status).toBe(303)
    expect(get.headers.get('location')).toMatch(/\/unsubscribe\?token=/)
    const reader = (await payload.find({ collection: 'subscribers', where: { email: { equals: 'reader@example.com' } } })).docs[0]
    expect((await payload.findByID({ collection: 'subscribers', id: reader.id })).status).toBe('confirmed')

    const post = await unsubscribeRoute.POST(new Request(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }))
    expect(post.status).toBe(200)
    expect((await payload.findByID({ collection: 'subscribers', id: reader.id })).status).toBe('unsubscribed')
  })
})

describe('when the mail server is down', () => {
  it('the send is retried later and nothing is lost', async () => {
    await smtp.stop()
    await subscribe('patient@example.com')
    await deliver()
    const { rows } = await poolOf(payload).query("SELECT id, has_error, completed_at, total_tried FROM payload_jobs WHERE task_slug = 'sendEmail' AND input->>'to' = 'patient@example.com'")
    expect(rows).toHaveLength(1)
    expect(rows[0].completed_at).toBeNull()
    expect(Number(rows[0].total_tried)).toBeGreaterThanOrEqual(1)

    smtp = await startSmtpServer(smtp.port)
    // The queue retries with backoff; here each retry is made due at once instead of waited for.
    for (let attempt = 0; attempt < 5 && mailTo('patient@example.com').length === 0; attempt++) {
      await poolOf(payload).query("UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE id = $1", [rows[0].id])
      await deliver()
    }
    expect(mailTo('patient@example.com')).toHaveLength(1)
  })
})
