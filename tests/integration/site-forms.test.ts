import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { changeAlert, saveAlert } from '@/lib/alerts/saveAlert'
import { ALERT_NOT_CHANGED } from '@/lib/alerts/messages'
import { requestPasswordReset, resetMemberPassword, signInMember } from '@/lib/auth/memberPassword'
import { RESET_LINK_INVALID, RESET_LINK_SENT } from '@/lib/auth/messages'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { rememberCountry } from '@/lib/jobs/listing/rememberCountry'
import { viewerFor } from '@/lib/viewer/viewer'

import { createMember } from '../helpers/fixtures'
import { mailsInFolder, recipients } from '../helpers/mailFolder'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

/**
 * The site's own forms submit through server actions that call these lib functions, which act
 * through Payload's local API for the visitor: the limits and checks are those of the REST API.
 */
let payload: Payload

beforeAll(async () => {
  process.env.SITE_URL = 'https://remotepassport.example'
  payload = await startTestPayload()
  await createMember(payload, 'reader@example.com')
  await createMember(payload, 'other@example.com')
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

const memberUser = async (email: string) => {
  const { docs } = await payload.find({ collection: 'members', where: { email: { equals: email } }, depth: 0 })
  return { ...docs[0], collection: 'members' as const }
}

describe('the sign-in form', () => {
  it('signs a member in with the session cookie Payload would set', async () => {
    const result = await signInMember(payload, { email: ' Reader@Example.com ', password: 'member-password' }, { clientAddress: '198.51.100.40' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.cookie).toMatchObject({ name: `${payload.config.cookiePrefix}-token`, httpOnly: true, path: '/', sameSite: 'lax' })
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${result.cookie.value}` }) })
    expect(user?.email).toBe('reader@example.com')
  })

  it("refuses a wrong password with Payload's words, and slows an address that keeps guessing", async () => {
    const attempt = () => signInMember(payload, { email: 'reader@example.com', password: 'wrong-guess' }, { clientAddress: '203.0.113.90' })
    expect(await attempt()).toEqual({ ok: false, message: 'The email or password provided is incorrect.' })
    for (let i = 0; i < 4; i++) await attempt()
    const slowed = await attempt()
    expect(slowed.ok).toBe(false)
    if (!slowed.ok) expect(slowed.message).toMatch(/^Too many failed sign-ins from your network\. Please try again in \d+ minutes\.$/)
    // The member, on their own network, is not locked out.
    expect((await signInMember(payload, { email: 'reader@example.com', password: 'member-password' }, { clientAddress: '198.51.100.41' })).ok).toBe(true)
  })

  it('refuses an unconfirmed account until its email is confirmed', async () => {
    await payload.create({ collection: 'members', data: { email: 'unconfirmed@example.com', password: 'member-password' } })
    const result = await signInMember(payload, { email: 'unconfirmed@example.com', password: 'member-password' }, { clientAddress: '198.51.100.42' })
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/verify your email/i) })
  })

  it('checks the form with its schema before Payload sees it', async () => {
    expect(await signInMember(payload, { email: 'not-an-email', password: 'x' }, { clientAddress: '198.51.100.43' })).toEqual({ ok: false, message: 'Please enter a valid email address' })
  })
})

describe('"Forgot password?" and the reset link', () => {
  it('answers the same for an account and for none, and mails only the account', async () => {
    const known = await requestPasswordReset(payload, { email: 'other@example.com' }, { clientAddress: '198.51.100.50' })
    const unknown = await requestPasswordReset(payload, { email: 'nobody@example.com' }, { clientAddress: '198.51.100.50' })
    expect(known).toEqual({ ok: true, message: RESET_LINK_SENT })
    expect(unknown).toEqual(known)
    const mails = (await mailsInFolder()).filter((mail) => mail.subject === 'Reset your Remote Passport password')
    expect(mails.flatMap(recipients)).toContain('other@example.com')
    expect(mails.flatMap(recipients)).not.toContain('nobody@example.com')
  })

  it('limits requests for one address like the REST API does (3 an hour)', async () => {
    const ask = () => requestPasswordReset(payload, { email: 'limited@example.com' }, { clientAddress: '198.51.100.51' })
    for (let i = 0; i < 3; i++) expect((await ask()).ok).toBe(true)
    const refused = await ask()
    expect(refused.ok).toBe(false)
    expect(refused.message).toMatch(/try again/i)
  })

  it('sets the new password from a valid link, once, and says so for a used or forged one', async () => {
    await requestPasswordReset(payload, { email: 'reader@example.com' }, { clientAddress: '198.51.100.52' })
    const member = (await payload.find({ collection: 'members', where: { email: { equals: 'reader@example.com' } }, showHiddenFields: true })).docs[0] as { resetPasswordToken?: string }
    const token = member.resetPasswordToken!
    expect(await resetMemberPassword(payload, token, { password: 'short', confirmPassword: 'short' })).toMatchObject({ ok: false, message: 'Password must be at least 6 characters' })
    expect(await resetMemberPassword(payload, token, { password: 'brand-new-password', confirmPassword: 'brand-new-password' })).toEqual({ ok: true })
    expect(await resetMemberPassword(payload, token, { password: 'another-password', confirmPassword: 'another-password' })).toEqual({ ok: false, message: RESET_LINK_INVALID, invalidLink: true })
    expect((await signInMember(payload, { email: 'reader@example.com', password: 'brand-new-password' }, { clientAddress: '198.51.100.53' })).ok).toBe(true)
  })
})

describe('job alerts', () => {
  it('saves a search for the member with a label, and lets only that member change it', async () => {
    const reader = await memberUser('reader@example.com')
    const other = await memberUser('other@example.com')
    expect(await saveAlert(payload, reader, { query: '?q=react&category=Engineering&page=3', frequency: 'daily' })).toEqual({ ok: true, message: 'You will get daily emails with new jobs for this search.' })
    const alert = (await payload.find({ collection: 'job-alerts', where: { member: { equals: reader.id } }, depth: 0 })).docs[0]
    expect(alert).toMatchObject({ frequency: 'daily', status: 'active', query: expect.not.stringContaining('page') })
    expect(alert.label).toBeTruthy()

    expect(await changeAlert(payload, other, alert.id, 'delete')).toEqual({ ok: false, message: ALERT_NOT_CHANGED })
    expect(await changeAlert(payload, reader, alert.id, 'pause')).toEqual({ ok: true, message: 'Alert paused' })
    expect((await payload.findByID({ collection: 'job-alerts', id: alert.id, depth: 0 })).status).toBe('paused')
    expect(await changeAlert(payload, reader, alert.id, 'delete')).toEqual({ ok: true, message: 'Alert deleted' })
    expect((await payload.count({ collection: 'job-alerts', where: { id: { equals: alert.id } } })).totalDocs).toBe(0)
  })

  it('keeps one alert per search: saving it again says so and takes the new frequency; REST refuses a copy', async () => {
    await createMember(payload, 'twice@example.com')
    const member = await memberUser('twice@example.com')
    const count = async () => (await payload.count({ collection: 'job-alerts', where: { member: { equals: member.id } } })).totalDocs
    expect(await saveAlert(payload, member, { query: '?category=Design&q=figma', frequency: 'weekly' })).toMatchObject({ ok: true, message: 'You will get weekly emails with new jobs for this search.' })
    // The same search, written in another order and from page 2: the same alert.
    expect(await saveAlert(payload, member, { query: '?q=figma&category=Design&page=2', frequency: 'weekly' })).toEqual({ ok: true, message: 'This search is saved already: you get weekly emails with its new jobs.' })
    expect(await saveAlert(payload, member, { query: '?q=figma&category=Design', frequency: 'daily' })).toEqual({ ok: true, message: 'This search is saved already: you now get daily emails with its new jobs.' })
    expect(await count()).toBe(1)
    expect((await payload.find({ collection: 'job-alerts', where: { member: { equals: member.id } }, depth: 0 })).docs[0]).toMatchObject({ frequency: 'daily' })
    // Another search is another alert.
    expect((await saveAlert(payload, member, { query: '?q=figma', frequency: 'daily' })).ok).toBe(true)
    expect(await count()).toBe(2)
    // Over REST, the member's second copy is refused by name, and the local API keeps the same rule.
    const token = await tokenFor(payload, 'members', 'twice@example.com', 'member-password')
    const copy = await rest(payload, 'POST', '/job-alerts', { token, body: { query: '?category=Design&q=figma', frequency: 'weekly' } })
    expect(copy.status).toBe(400)
    expect(copy.json.errors[0].data.errors[0]).toMatchObject({ path: 'query', message: 'You have saved this search already: see Manage alerts.' })
    await expect(payload.create({ collection: 'job-alerts', data: { member: member.id, query: '?q=figma' } })).rejects.toMatchObject({ data: { errors: [{ path: 'query', message: 'You have saved this search already: see Manage alerts.' }] } })
    expect(await count()).toBe(2)
  })

  it('refuses a frequency the form does not offer, and a 21st alert with the reason', async () => {
    const other = await memberUser('other@example.com')
    expect(await saveAlert(payload, other, { query: '', frequency: 'hourly' })).toEqual({ ok: false, message: 'Please choose daily or weekly.' })
    for (let i = 0; i < 20; i++) expect((await saveAlert(payload, other, { query: `?q=role-${i}`, frequency: 'weekly' })).ok).toBe(true)
    expect(await saveAlert(payload, other, { query: '?q=one-more', frequency: 'weekly' })).toEqual({ ok: false, message: 'You can keep up to 20 job alerts. Delete one to add another.' })
  })
})

describe('"Where do you live?" on a member\'s profile', () => {
  it('is kept for the member alone, and the viewer hands it to the board', async () => {
    const reader = await memberUser('reader@example.com')
    const other = await memberUser('other@example.com')
    expect(await rememberCountry(payload, reader, 'PT')).toEqual({ ok: true })
    expect(await rememberCountry(payload, reader, 'Narnia')).toEqual({ ok: false })
    expect((await payload.findByID({ collection: 'members', id: reader.id, depth: 0 })).livesIn).toBe('PT')
    expect((await payload.findByID({ collection: 'members', id: other.id, depth: 0 })).livesIn ?? null).toBeNull()
    const { token } = await payload.login({ collection: 'members', data: { email: 'reader@example.com', password: 'brand-new-password' } })
    const viewer = await viewerFor(payload, new Headers({ Authorization: `JWT ${token}` }))
    expect(viewer.account).toMatchObject({ collection: 'members', livesIn: 'PT' })
    expect(await rememberCountry(payload, reader, null)).toEqual({ ok: true })
    expect((await payload.findByID({ collection: 'members', id: reader.id, depth: 0 })).livesIn ?? null).toBeNull()
  })
})

