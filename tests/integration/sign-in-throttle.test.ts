import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'

import { createMember, createStaff } from '../helpers/fixtures'
import { rest } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload

const signIn = (collection: 'members' | 'users', email: string, password: string, address: string) =>
  rest(payload, 'POST', `/${collection}/login`, { headers: { 'x-client-address': address }, body: { email, password } })

beforeAll(async () => {
  payload = await startTestPayload()
  await createMember(payload, 'victim@example.com')
  await createStaff(payload, 'admin@example.com', ['admin'])
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('repeated failed sign-ins', () => {
  it('are slowed per address and account, without locking the real member out', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('members', 'victim@example.com', 'wrong-guess', '203.0.113.66')).status).toBe(401)
    const slowed = await signIn('members', 'victim@example.com', 'wrong-guess', '203.0.113.66')
    expect(slowed.status).toBe(429)
    expect(slowed.json.errors[0].message).toMatch(/^Too many failed sign-ins from your network\. Please try again in \d+ minutes\.$/)
    // Even the right password waits from the attacker's address…
    expect((await signIn('members', 'victim@example.com', 'member-password', '203.0.113.66')).status).toBe(429)
    // …while the member, on their own network, signs in at once.
    expect((await signIn('members', 'victim@example.com', 'member-password', '198.51.100.20')).status).toBe(200)
  })

  it('stop an address that tries many accounts', async () => {
    for (let i = 0; i < 20; i++) await signIn('members', `guess${i}@example.com`, 'password1', '203.0.113.77')
    expect((await signIn('members', 'someone-else@example.com', 'password1', '203.0.113.77')).status).toBe(429)
  })

  it('successful sign-ins do not use up the allowance', async () => {
    for (let i = 0; i < 8; i++) expect((await signIn('users', 'admin@example.com', 'staff-password', '198.51.100.30')).status).toBe(200)
  })

  it('never lock a staff account', async () => {
    for (let i = 0; i < 12; i++) await signIn('users', 'admin@example.com', 'wrong', `192.0.2.${i}`)
    expect((await signIn('users', 'admin@example.com', 'staff-password', '198.51.100.31')).status).toBe(200)
  })
})
