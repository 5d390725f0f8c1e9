import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { changePassword } from '@/lib/account/changePassword'
import { deleteAccount } from '@/lib/account/deleteAccount'
import { confirmEmailChange, requestEmailChange } from '@/lib/account/emailChange'
import { WRONG_CURRENT_PASSWORD } from '@/lib/account/messages'
import { registerMember } from '@/lib/auth/registerMember'
import { closePayload } from '@/lib/db/keepPoolAlive'

import { DELETE_ON_ACCOUNT_PAGE } from '../../collections/Members/hooks/deleteOnAccountPage'
import { CHANGE_ON_ACCOUNT_PAGE } from '../../collections/Members/hooks/guardAccountChanges'
import { createJob, createMember, createStaff } from '../helpers/fixtures'
import { mailsInFolder, recipients } from '../helpers/mailFolder'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let address = 0
const from = () => ({ 'x-client-address': `198.51.100.${++address}` })
/** A member as the account page hands them to its actions: with the address of the request. */
const onPage = <T extends { id: number }>(member: T) => ({ ...member, clientAddress: `192.0.2.${++address}` })

const mailsTo = async (email: string) => (await mailsInFolder()).filter((mail) => recipients(mail).includes(email))
/** The link of the newest mail to `email` that holds `path`. */
const linkIn = async (email: string, path: string) => {
  await payload.jobs.run()
  const text = (await mailsTo(email)).map((mail) => mail.text ?? '').reverse().find((body) => body.includes(path)) ?? ''
  return new URL(text.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\S*`))?.[0] ?? 'http://invalid/')
}

const signInStatus = async (email: string, password: string) =>
  (await rest(payload, 'POST', '/members/login', { headers: from(), body: { email, password } })).status

beforeAll(async () => {
  payload = await startTestPayload()
  await createStaff(payload, 'admin@example.com', ['admin'])
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe("a member's email changes only once the new address confirms it", () => {
  it('the REST API does not take a new email or password from a member session', async () => {
    const member = await createMember(payload, 'rest-change@example.com')
    const token = await tokenFor(payload, 'members', 'rest-change@example.com', 'member-password')
    for (const body of [{ email: 'attacker@example.com' }, { password: 'attacker-pass' }]) {
      const { status, json } = await rest(payload, 'PATCH', `/members/${member.id}`, { token, body })
      expect(status).toBe(400)
      expect(json.errors[0].data.errors[0].message).toBe(CHANGE_ON_ACCOUNT_PAGE)
    }
    expect(await signInStatus('rest-change@example.com', 'member-password')).toBe(200)
    expect(await signInStatus('attacker@example.com', 'member-password')).toBe(401)
  })

  it('needs the current password, then waits for the link; the old address is told', async () => {
    const member = await createMember(payload, 'old@example.com')
    const refused = await requestEmailChange(payload, onPage(member), { newEmail: 'new@example.com', currentPassword: 'guess' })
    expect(refused).toMatchObject({ ok: false, fieldErrors: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] })

    expect(await requestEmailChange(payload, onPage(member), { newEmail: ' New@Example.com ', currentPassword: 'member-password' })).toMatchObject({ ok: true })
    // Until the link is opened the account keeps its address: the new one cannot sign in.
    expect(await signInStatus('new@example.com', 'member-password')).toBe(401)
    expect(await signInStatus('old@example.com', 'member-password')).toBe(200)
    const link = await linkIn('new@example.com', '/account/confirm-email')
    const notice = (await mailsTo('old@example.com')).find((mail) => mail.subject === 'Your Remote Passport email is about to change')
    expect(notice?.text).toContain('new@example.com')

    expect(await confirmEmailChange(payload, link.searchParams.get('token'))).toBe('changed')
    expect(await signInStatus('new@example.com', 'member-password')).toBe(200)
    expect(await signInStatus('old@example.com', 'member-password')).toBe(401)
    // The link works once.
    expect(await confirmEmailChange(payload, link.searchParams.get('token'))).toBe('invalid')
  })

  it('a newer request voids the older link, and an address another account took is not given', async () => {
    const member = await createMember(payload, 'twice@example.com')
    await requestEmailChange(payload, onPage(member), { newEmail: 'first-choice@example.com', currentPassword: 'member-password' })
    const older = await linkIn('first-choice@example.com', '/account/confirm-email')
    await requestEmailChange(payload, onPage(member), { newEmail: 'second-choice@example.com', currentPassword: 'member-password' })
    const newer = await linkIn('second-choice@example.com', '/account/confirm-email')
    expect(await confirmEmailChange(payload, older.searchParams.get('token'))).toBe('invalid')
    await createMember(payload, 'second-choice@example.com')
    expect(await confirmEmailChange(payload, newer.searchParams.get('token'))).toBe('taken')
    expect((await payload.findByID({ collection: 'members', id: member.id })).email).toBe('twice@example.com')
    expect(await confirmEmailChange(payload, 'forged.token')).toBe('invalid')
  })

  it('a new password needs the current one, and signs out every other session', async () => {
    const member = await createMember(payload, 'password-change@example.com')
    const elsewhere = await tokenFor(payload, 'members', 'password-change@example.com', 'member-password')
    expect((await rest(payload, 'GET', '/members/me', { token: elsewhere })).json.user?.email).toBe('password-change@example.com')
    const asMember = onPage({ ...member, collection: 'members' as const })
    expect(await changePassword(payload, asMember, { currentPassword: 'wrong', newPassword: 'brand-new-pass' })).toMatchObject({ ok: false })
    expect(await changePassword(payload, asMember, { currentPassword: 'member-password', newPassword: 'brand-new-pass' })).toMatchObject({ ok: true })
    expect(await signInStatus('password-change@example.com', 'member-password')).toBe(401)
    expect(await signInStatus('password-change@example.com', 'brand-new-pass')).toBe(200)
    expect((await rest(payload, 'GET', '/members/me', { token: elsewhere })).json.user).toBeNull()
  })
})

describe('deleting never answers 500, and takes what belongs to it', () => {
  it('staff delete a job that members saved: the favorites go with it', async () => {
    const job = await createJob(payload)
    const member = await createMember(payload, 'saver@example.com')
    await payload.create({ collection: 'favorites', data: { member: member.id, job: job.id } })
    const admin = await tokenFor(payload, 'users', 'admin@example.com', 'staff-password')
    expect((await rest(payload, 'DELETE', `/jobs/${job.id}`, { token: admin })).status).toBe(200)
    expect((await payload.count({ collection: 'favorites', where: { job: { equals: job.id } } })).totalDocs).toBe(0)
  })

  it("a member's session alone deletes no account over REST, by id or by a query: the account page asks for the password", async () => {
    const member = await createMember(payload, 'rest-leaver@example.com')
    await createMember(payload, 'bystander@example.com')
    const token = await tokenFor(payload, 'members', 'rest-leaver@example.com', 'member-password')
    for (const path of [`/members/${member.id}`, '/members?where[id][greater_than]=0']) {
      const { status, json } = await rest(payload, 'DELETE', path, { token })
      expect(status, path).toBe(403)
      expect(json.errors[0].message).toBe(DELETE_ON_ACCOUNT_PAGE)
    }
    expect((await payload.count({ collection: 'members', where: { email: { in: ['rest-leaver@example.com', 'bystander@example.com'] } } })).totalDocs).toBe(2)
  })

  it('an account deleted (on the account page, or by an admin): favorites, alerts and subscription go too', async () => {
    const member = await createMember(payload, 'leaver@example.com')
    const job = await createJob(payload)
    await payload.create({ collection: 'favorites', data: { member: member.id, job: job.id } })
    await payload.create({ collection: 'job-alerts', data: { member: member.id, query: '?q=react' } as never })
    await payload.create({ collection: 'subscribers', data: { email: 'leaver@example.com', status: 'confirmed' } as never })
    expect(await deleteAccount(payload, onPage(member), { currentPassword: 'member-password' })).toMatchObject({ ok: true })
    for (const collection of ['favorites', 'job-alerts'] as const) {
      expect((await payload.count({ collection, where: { member: { equals: member.id } } })).totalDocs).toBe(0)
    }
    expect((await payload.count({ collection: 'subscribers', where: { email: { equals: 'leaver@example.com' } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'jobs', where: { id: { equals: job.id } } })).totalDocs).toBe(1)
  })

  it('the account page deletes only with the current password', async () => {
    const member = await createMember(payload, 'page-leaver@example.com')
    expect(await deleteAccount(payload, onPage(member), { currentPassword: 'nope' })).toMatchObject({ ok: false })
    expect(await deleteAccount(payload, onPage(member), { currentPassword: 'member-password' })).toMatchObject({ ok: true })
    expect((await payload.count({ collection: 'members', where: { id: { equals: member.id } } })).totalDocs).toBe(0)
  })

  it('an admin still deletes a member over REST', async () => {
    const member = await createMember(payload, 'removed-by-admin@example.com')
    const admin = await tokenFor(payload, 'users', 'admin@example.com', 'staff-password')
    expect((await rest(payload, 'DELETE', `/members/${member.id}`, { token: admin })).status).toBe(200)
    expect((await payload.count({ collection: 'members', where: { id: { equals: member.id } } })).totalDocs).toBe(0)
  })

  it('a resource category that still holds resources is kept, with the reason', async () => {
    const category = await payload.create({ collection: 'resource-categories', data: { title: 'Visas', _status: 'published' } as never })
    await payload.create({ collection: 'resources', data: { name: 'Visa guide', description: 'How to apply.', url: 'https://example.com', category: category.id, _status: 'published' } as never })
    const admin = await tokenFor(payload, 'users', 'admin@example.com', 'staff-password')
    const { status, json } = await rest(payload, 'DELETE', `/resource-categories/${category.id}`, { token: admin })
    expect(status).toBe(409)
    expect(json.errors[0].message).toBe('This category still holds 1 resource. Move or delete them first.')
  })
})

describe('the current password on the account page is guessed no faster than a sign-in', () => {
  it('after 5 wrong guesses on an account, even the right password waits (429 words, the wait said)', async () => {
    const member = await createMember(payload, 'guessed@example.com')
    const stolen = { ...member, collection: 'members' as const }
    // A stolen session guesses from a new address each time: the account's own count stops it.
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(payload, onPage(stolen), { currentPassword: `guess-${i}`, newPassword: 'taken-over' })
      expect(wrong).toMatchObject({ ok: false, fieldErrors: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] })
    }
    const tooMany = /^Too many wrong passwords\. Please try again in \d+ minutes\.$/
    for (const attempt of [
      () => changePassword(payload, onPage(stolen), { currentPassword: 'member-password', newPassword: 'taken-over' }),
      () => requestEmailChange(payload, onPage(member), { newEmail: 'thief@example.com', currentPassword: 'member-password' }),
      () => deleteAccount(payload, onPage(member), { currentPassword: 'member-password' }),
    ]) {
      expect(await attempt()).toMatchObject({ ok: false, fieldErrors: [{ path: 'currentPassword', message: expect.stringMatching(tooMany) }] })
    }
    expect(await signInStatus('guessed@example.com', 'member-password')).toBe(200)
    expect(await signInStatus('guessed@example.com', 'taken-over')).toBe(401)
  })

  it('one address guessing across accounts is stopped after 20 wrong guesses; a right password is forgiven', async () => {
    const network = { clientAddress: '203.0.113.200' }
    const members = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => createMember(payload, `spread-${i}@example.com`)))
    const guess = (index: number, currentPassword: string) =>
      requestEmailChange(payload, { ...members[index], ...network }, { newEmail: `new-${index}@example.com`, currentPassword })
    const wrongAnswers: string[] = []
    for (const index of [0, 1]) for (let i = 0; i < 4; i++) wrongAnswers.push((await guess(index, 'wrong')).message)
    // The member's own right password in between does not count towards the address's 20.
    expect(await guess(2, 'member-password')).toMatchObject({ ok: true })
    for (const index of [2, 3, 4]) for (let i = 0; i < 4; i++) wrongAnswers.push((await guess(index, 'wrong')).message)
    expect(wrongAnswers).toEqual(Array(20).fill(WRONG_CURRENT_PASSWORD))
    expect(await guess(5, 'member-password')).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many wrong passwords/) })
  })
})

describe('verification: only the link (or an admin) confirms an address', () => {
  it("a member's session cannot create accounts that are already verified", async () => {
    await createMember(payload, 'creator@example.com')
    const token = await tokenFor(payload, 'members', 'creator@example.com', 'member-password')
    const { status } = await rest(payload, 'POST', '/members', { token, headers: from(), body: { email: 'preverified@example.com', password: 'secret12', _verified: true } })
    expect(status).toBe(201)
    const created = await payload.db.findOne<{ id: number; _verified?: boolean }>({ collection: 'members', where: { email: { equals: 'preverified@example.com' } } })
    expect(created?._verified).toBe(false)
    // Payload refuses an unverified address's sign-in with 403.
    expect(await signInStatus('preverified@example.com', 'secret12')).toBe(403)
  })

  it('an admin may still mark an address verified', async () => {
    const created = await registerMember(payload, { email: 'admin-verified@example.com', password: 'secret12' }, { clientAddress: '203.0.113.98' })
    expect(created.ok).toBe(true)
    const stored = await payload.db.findOne<{ id: number }>({ collection: 'members', where: { email: { equals: 'admin-verified@example.com' } } })
    const admin = await tokenFor(payload, 'users', 'admin@example.com', 'staff-password')
    expect((await rest(payload, 'PATCH', `/members/${stored!.id}`, { token: admin, body: { _verified: true } })).status).toBe(200)
    expect(await signInStatus('admin-verified@example.com', 'secret12')).toBe(200)
  })
})

describe('sign-up and "Forgot password?" are limited per address and per email', () => {
  it('sign-up over REST keeps the same limits as the form: 429 with Retry-After, and no email sent', async () => {
    const network = { 'x-client-address': '203.0.113.70' }
    for (let i = 0; i < 10; i++) {
      const { status } = await rest(payload, 'POST', '/members', { headers: network, body: { email: `rest-burst-${i}@example.com`, password: 'secret12' } })
      expect(status).toBe(201)
    }
    const refused = await rest(payload, 'POST', '/members', { headers: network, body: { email: 'rest-burst-10@example.com', password: 'secret12' } })
    expect(refused.status).toBe(429)
    expect(refused.json.errors[0].message).toMatch(/^Too many sign-ups from your network\. Please try again in \d+ minutes\.$/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await payload.count({ collection: 'members', where: { email: { equals: 'rest-burst-10@example.com' } } })).totalDocs).toBe(0)
    // The form's server action from the same network is refused too: one count for both paths.
    const form = await registerMember(payload, { email: 'form-after-rest@example.com', password: 'secret12' }, { clientAddress: '203.0.113.70' })
    expect(form).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many sign-ups from your network/), retryAfterSeconds: expect.any(Number) })
    await payload.jobs.run()
    expect(await mailsTo('rest-burst-10@example.com')).toHaveLength(0)
    expect(await mailsTo('form-after-rest@example.com')).toHaveLength(0)
  })


  it('sign-up: 10 an hour from one address, 3 an hour for one email, the same answer for known and unknown', async () => {
    const network = '203.0.113.50'
    for (let i = 0; i < 10; i++) {
      expect((await registerMember(payload, { email: `burst-${i}@example.com`, password: 'secret12' }, { clientAddress: network })).ok).toBe(true)
    }
    const eleventh = await registerMember(payload, { email: 'burst-10@example.com', password: 'secret12' }, { clientAddress: network })
    expect(eleventh).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many sign-ups from your network\. Please try again in \d+ minutes\.$/) })

    await createMember(payload, 'known@example.com')
    const answers: Record<string, string> = {}
    for (const email of ['known@example.com', 'unknown@example.com']) {
      for (let i = 0; i < 4; i++) {
        const result = await registerMember(payload, { email, password: 'secret12' }, { clientAddress: `203.0.113.${60 + i}` })
        if (i === 3) answers[email] = result.ok ? 'ok' : result.message
      }
    }
    expect(answers['known@example.com']).toMatch(/^Too many sign-ups for this email address\. Please try again in \d+ minutes\.$/)
    expect(answers['unknown@example.com']).toBe(answers['known@example.com'])
  })

  it('forgot-password: the same 429 with Retry-After for known and unknown emails', async () => {
    await createMember(payload, 'forgetful@example.com')
    const ask = (email: string, headers: Record<string, string>) => rest(payload, 'POST', '/members/forgot-password', { headers, body: { email } })
    const outcomes: Record<string, { status: number; message: string; retryAfter: string | null }> = {}
    for (const email of ['forgetful@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 4; i++) {
        const answer = await ask(email, from())
        if (i < 3) expect(answer.status).toBe(200)
        else outcomes[email] = { status: answer.status, message: answer.json.errors[0].message, retryAfter: answer.headers.get('retry-after') }
      }
    }
    expect(outcomes['forgetful@example.com']).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many reset requests for this email address\./) })
    expect(Number(outcomes['forgetful@example.com'].retryAfter)).toBeGreaterThan(0)
    expect(outcomes['nobody@example.com'].message).toBe(outcomes['forgetful@example.com'].message)

    const network = from()
    for (let i = 0; i < 10; i++) expect((await ask(`someone-${i}@example.com`, network)).status).toBe(200)
    const refused = await ask('someone-10@example.com', network)
    expect(refused.status).toBe(429)
    expect(refused.json.errors[0].message).toMatch(/^Too many reset requests from your network\./)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('sign-in takes the same path for known and unknown emails', () => {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const timeSignIn = async (email: string) => {
    const started = performance.now()
    expect(await signInStatus(email, 'wrong-password')).toBe(401)
    return performance.now() - started
  }

  it('an unknown email is refused no faster than a wrong password for a known one', async () => {
    await createMember(payload, 'timing@example.com')
    // Taken in turns, so a machine busy with other work slows both alike.
    const times = { known: [] as number[], unknown: [] as number[] }
    for (let i = 0; i < 7; i++) {
      times.known.push(await timeSignIn('timing@example.com'))
      times.unknown.push(await timeSignIn('no-account@example.com'))
    }
    const [known, unknown] = [median(times.known), median(times.unknown)]
    // Both check one password hash (hundreds of milliseconds of PBKDF2): before, unknown took 1/8.
    expect(unknown / known).toBeGreaterThan(0.6)
  })
})
