import { describe, expect, it } from 'vitest'

import { msUntilRefresh, REFRESH_BEFORE_EXPIRY_MS, type RefreshAnswer, refreshWithBackoff } from '@/lib/auth/sessionRefresh'
import { tokenExpiry } from '@/lib/auth/tokenExpiry'

const DAY = 24 * 60 * 60 * 1000

/** Answers in turn; records the pauses taken between them. */
const scripted = (...answers: Array<number | null>) => {
  const pauses: number[] = []
  let calls = 0
  const refresh = async (): Promise<RefreshAnswer> => {
    const status = answers[Math.min(calls++, answers.length - 1)]
    return { status, msLeft: status === 200 ? 7 * DAY : null }
  }
  const sleep = async (ms: number) => {
    pauses.push(ms)
  }
  return { refresh, sleep, pauses, calls: () => calls }
}

describe('refreshing a session shortly before its token expires', () => {
  it('waits until a day before expiry, and refreshes at once when that time has passed', () => {
    expect(msUntilRefresh(7 * DAY)).toBe(6 * DAY)
    expect(msUntilRefresh(REFRESH_BEFORE_EXPIRY_MS)).toBe(0)
    expect(msUntilRefresh(60_000)).toBe(0)
    expect(msUntilRefresh(-DAY)).toBe(0)
    expect(msUntilRefresh(60 * DAY)).toBe(2 ** 31 - 1)
  })

  it('retries network failures and server faults with backoff from 200 ms, then reports success', async () => {
    const run = scripted(null, 503, 429, 200)
    expect(await refreshWithBackoff(run.refresh, run.sleep)).toEqual({ outcome: 'refreshed', msLeft: 7 * DAY })
    expect(run.pauses).toEqual([200, 400, 800])
  })

  it('a refusal ends the session at once, without retrying', async () => {
    const run = scripted(503, 401)
    expect(await refreshWithBackoff(run.refresh, run.sleep)).toEqual({ outcome: 'rejected', status: 401 })
    expect(run.calls()).toBe(2)
    expect(run.pauses).toEqual([200])
  })

  it('keeps the session when the server stays unreachable, after six attempts', async () => {
    const run = scripted(null)
    expect(await refreshWithBackoff(run.refresh, run.sleep)).toEqual({ outcome: 'unreachable' })
    expect(run.calls()).toBe(6)
    expect(run.pauses).toEqual([200, 400, 800, 1600, 3200])
  })
})

describe('tokenExpiry', () => {
  const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`

  it('reads the exp claim in milliseconds, and nothing from a malformed token', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000)
    expect(tokenExpiry(jwt({ sub: 1 }))).toBeNull()
    expect(tokenExpiry('not-a-token')).toBeNull()
    expect(tokenExpiry('a.!!!.b')).toBeNull()
    expect(tokenExpiry(undefined)).toBeNull()
  })
})
