import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'

import { createJob, createMember } from '../helpers/fixtures'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let alice: string
let bob: string
let jobA: number
let jobB: number

beforeAll(async () => {
  payload = await startTestPayload()
  await createMember(payload, 'alice@example.com')
  await createMember(payload, 'bob@example.com')
  alice = await tokenFor(payload, 'members', 'alice@example.com', 'member-password')
  bob = await tokenFor(payload, 'members', 'bob@example.com', 'member-password')
  jobA = (await createJob(payload)).id
  jobB = (await createJob(payload)).id
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('favorites belong to their member', () => {
  it('a member saves a job for themselves, whatever member the body names', async () => {
    const bobId = (await rest(payload, 'GET', '/members/me', { token: bob })).json.user.id
    const { status, json } = await rest(payload, 'POST', '/favorites', { token: alice, body: { job: jobA, member: bobId } })
    expect(status).toBe(201)
    const aliceId = (await rest(payload, 'GET', '/members/me', { token: alice })).json.user.id
    expect(json.doc.member.id ?? json.doc.member).toBe(aliceId)
  })

  it('saving the same job twice keeps one row', async () => {
    const again = await rest(payload, 'POST', '/favorites', { token: alice, body: { job: jobA } })
    expect(again.status).toBe(400)
    expect((await payload.count({ collection: 'favorites' })).totalDocs).toBe(1)
  })

  it("member B can neither see nor remove member A's favorites", async () => {
    await rest(payload, 'POST', '/favorites', { token: bob, body: { job: jobB } })
    const seen = await rest(payload, 'GET', '/favorites?depth=0', { token: bob })
    expect(seen.json.docs.map((doc: { job: number }) => doc.job)).toEqual([jobB])

    const aliceFavorite = (await payload.find({ collection: 'favorites', where: { job: { equals: jobA } } })).docs[0]
    expect([403, 404]).toContain((await rest(payload, 'GET', `/favorites/${aliceFavorite.id}`, { token: bob })).status)
    expect([403, 404]).toContain((await rest(payload, 'DELETE', `/favorites/${aliceFavorite.id}`, { token: bob })).status)
    await rest(payload, 'DELETE', `/favorites?where[job][equals]=${jobA}`, { token: bob })
    expect((await payload.count({ collection: 'favorites', where: { job: { equals: jobA } } })).totalDocs).toBe(1)
  })

  it('a member removes their own favorite by job', async () => {
    const { status } = await rest(payload, 'DELETE', `/favorites?where[job][equals]=${jobA}`, { token: alice })
    expect(status).toBe(200)
    expect((await payload.count({ collection: 'favorites', where: { job: { equals: jobA } } })).totalDocs).toBe(0)
  })

  it('anonymous visitors cannot create, read or remove favorites', async () => {
    expect([401, 403]).toContain((await rest(payload, 'POST', '/favorites', { body: { job: jobA } })).status)
    expect([401, 403]).toContain((await rest(payload, 'GET', '/favorites')).status)
    const bobFavorite = (await payload.find({ collection: 'favorites' })).docs[0]
    expect([401, 403]).toContain((await rest(payload, 'DELETE', `/favorites/${bobFavorite.id}`)).status)
  })
})
