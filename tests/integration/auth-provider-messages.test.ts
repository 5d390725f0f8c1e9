import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { confirmMemberEmail } from '@/lib/auth/confirmMemberEmail'
import { signInFailureMessage, signUpFailureMessage } from '@/lib/auth/failureMessages'
import { EMAIL_ALREADY_REGISTERED, EMAIL_INVALID } from '@/lib/auth/messages'
import { PASSWORD_TOO_SHORT } from '@/lib/auth/passwordRules'
import { providerMessage } from '@/lib/auth/providerMessage'
import { registerMember } from '@/lib/auth/registerMember'
import { signUpSchema } from '@/lib/auth/schemas'
import { startMemberSession } from '@/lib/auth/memberSession'
import { closePayload } from '@/lib/db/keepPoolAlive'

import { rest } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

/**
 * The account pages read Payload's REST answers through providerMessage and the catalogue mapping:
 * these are the real answers, so an upgrade that changes them fails here, not in a member's face.
 */
let payload: Payload
let address = 0
/** Each sign-up from an address of its own, so the per-address limit never joins in. */
const nextAddress = () => `203.0.113.${++address}`

beforeAll(async () => {
  payload = await startTestPayload()
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

const verificationToken = async (email: string) => {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    showHiddenFields: true,
  })
  return (docs[0] as { _verificationToken?: string } | undefined)?._verificationToken
}

describe('sign-up answers', () => {
  it('a taken address maps to the spec text', async () => {
    const body = { email: 'taken@example.com', password: 'secret1' }
    expect((await rest(payload, 'POST', '/members', { body })).status).toBe(201)
    const again = await rest(payload, 'POST', '/members', { body })
    expect(again.status).toBe(400)
    expect(signUpFailureMessage(providerMessage(again.json))).toBe(EMAIL_ALREADY_REGISTERED)
  })

  it('a short password gets the same message from the server as from the form schema', async () => {
    const body = { email: 'short@example.com', password: '12345' }
    const answer = await rest(payload, 'POST', '/members', { body })
    expect(answer.status).toBe(400)
    expect(signUpFailureMessage(providerMessage(answer.json))).toBe(PASSWORD_TOO_SHORT)
    expect(signUpSchema.safeParse(body).error?.issues[0].message).toBe(PASSWORD_TOO_SHORT)
  })
})

describe("registerMember: the sign-up form's server side", () => {
  it('creates an unconfirmed member and sends the confirmation email', async () => {
    expect(
      await registerMember(payload, { email: 'form@example.com', password: 'secret1' }, { clientAddress: nextAddress() }),
    ).toEqual({ ok: true })
    expect(await verificationToken('form@example.com')).toBeTruthy()
  })

  it('answers a taken address with the spec text', async () => {
    expect(
      await registerMember(payload, { email: 'form@example.com', password: 'secret1' }, { clientAddress: nextAddress() }),
    ).toEqual({
      ok: false,
      message: EMAIL_ALREADY_REGISTERED,
    })
  })

  it('checks the form schema again, whatever the browser sent', async () => {
    expect(await registerMember(payload, { email: 'x@example.com', password: '123' }, { clientAddress: nextAddress() })).toEqual({
      ok: false,
      message: PASSWORD_TOO_SHORT,
    })
    expect(await registerMember(payload, { email: 'nope', password: 'secret1' }, { clientAddress: nextAddress() })).toEqual({
      ok: false,
      message: EMAIL_INVALID,
    })
    expect((await registerMember(payload, null, { clientAddress: nextAddress() })).ok).toBe(false)
  })

  it('lets only email and password through: no self-confirmed or premium sign-ups', async () => {
    const input = {
      email: 'sneaky@example.com',
      password: 'secret1',
      _verified: true,
      plan: 'premium',
    }
    expect(await registerMember(payload, input, { clientAddress: nextAddress() })).toEqual({ ok: true })
    const { docs } = await payload.find({
      collection: 'members',
      where: { email: { equals: 'sneaky@example.com' } },
    })
    expect(docs[0]).toMatchObject({ plan: 'free', _verified: false })
  })
})

describe('sign-in answers and email confirmation', () => {
  const email = 'confirm-me@example.com'
  const password = 'secret1'

  it("an unconfirmed member is told Payload's reason", async () => {
    await rest(payload, 'POST', '/members', { body: { email, password } })
    const answer = await rest(payload, 'POST', '/members/login', { body: { email, password } })
    expect(answer.status).toBe(403)
    expect(signInFailureMessage(providerMessage(answer.json))).toBe(
      'Please verify your email before logging in.',
    )
  })

  it('confirming works once; the used or a made-up token is invalid', async () => {
    const token = await verificationToken(email)
    expect(token).toBeTruthy()
    const { docs } = await payload.find({ collection: 'members', where: { email: { equals: email } } })
    expect(await confirmMemberEmail(payload, token)).toEqual({ result: 'confirmed', memberId: docs[0].id })
    expect(await confirmMemberEmail(payload, token)).toEqual({ result: 'invalid' })
    expect(await confirmMemberEmail(payload, 'made-up')).toEqual({ result: 'invalid' })
    expect(await confirmMemberEmail(payload, '')).toEqual({ result: 'invalid' })
    expect(await confirmMemberEmail(payload, 'x'.repeat(500))).toEqual({ result: 'invalid' })
  })

  it('confirming signs the member in: the session cookie it sets is one Payload accepts, until sign-out', async () => {
    const { docs } = await payload.find({ collection: 'members', where: { email: { equals: email } } })
    const cookie = await startMemberSession(payload, docs[0].id)
    expect(cookie).toMatchObject({ name: 'payload-token', httpOnly: true, path: '/', sameSite: 'lax' })
    // As the browser sends it on the site's own pages.
    const browser = { cookie: `${cookie.name}=${cookie.value}`, 'sec-fetch-site': 'same-origin' }
    const headers = new Headers(browser)
    expect((await payload.auth({ headers })).user).toMatchObject({ email, collection: 'members' })
    // Signing out ends that session like any other: the same cookie no longer signs anyone in.
    const out = await rest(payload, 'POST', '/members/logout', { headers: browser })
    expect(out.status).toBe(200)
    expect((await payload.auth({ headers })).user).toBeNull()
  })

  it('the confirmed member signs in and gets an HttpOnly session cookie', async () => {
    const answer = await rest(payload, 'POST', '/members/login', { body: { email, password } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toMatch(/HttpOnly/i)
  })

  it('a wrong password is told as Payload says it', async () => {
    const answer = await rest(payload, 'POST', '/members/login', {
      body: { email, password: 'wrong-one' },
    })
    expect(answer.status).toBe(401)
    expect(signInFailureMessage(providerMessage(answer.json))).toBe(
      'The email or password provided is incorrect.',
    )
  })
})

describe('password reset answers', () => {
  it('forgot-password answers alike for a known and an unknown address', async () => {
    await rest(payload, 'POST', '/members', {
      body: { email: 'known@example.com', password: 'secret1' },
    })
    const known = await rest(payload, 'POST', '/members/forgot-password', {
      body: { email: 'known@example.com' },
    })
    const unknown = await rest(payload, 'POST', '/members/forgot-password', {
      body: { email: 'nobody@example.com' },
    })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(known.json).toEqual(unknown.json)
  })

  it('a bad reset token is a 403, which the page shows as an invalid link', async () => {
    const answer = await rest(payload, 'POST', '/members/reset-password', {
      body: { token: 'made-up', password: 'secret2' },
    })
    expect(answer.status).toBe(403)
    expect(providerMessage(answer.json)).toBe('Token is either invalid or has expired.')
  })
})
