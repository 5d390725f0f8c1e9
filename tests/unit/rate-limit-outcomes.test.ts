import type { Pool } from 'pg'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it, vi } from 'vitest'

import { limitByAddress } from '@/lib/ai/access/limitByAddress'
import { limitPublicApi } from '@/lib/publicApi/rateLimit'
import { allowanceLeft, type Counter, countUse, usesSoFar } from '@/lib/rateLimit/countUse'
import { spendAttempt } from '@/lib/rateLimit/failedAttempts'
import { consumeLimits } from '@/lib/rateLimit/rateLimit'

const memoryCounter = (points: number) => new RateLimiterMemory({ keyPrefix: `test-${Math.random()}`, points, duration: 60 })

/** A counter whose database is gone. */
const brokenCounter: Counter = {
  consume: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap')),
  get: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  points: 5,
  keyPrefix: 'broken',
}

/** A pg pool whose every query fails, as when PostgreSQL is down. */
const brokenPool = () => ({ query: () => Promise.reject(new Error('Connection terminated unexpectedly')) }) as unknown as Pool

const logger = () => ({ warn: vi.fn<(message: string) => void>() })
const from = (address: string) => new Headers({ 'x-client-address': address })

describe('countUse: one shape for a counted use', () => {
  it('allows while uses are left, then refuses with when to retry', async () => {
    const counter = memoryCounter(2)
    expect(await countUse(counter, 'a')).toEqual({ allowed: true, used: 1 })
    expect(await countUse(counter, 'a')).toEqual({ allowed: true, used: 2 })
    const refused = await countUse(counter, 'a')
    expect(refused).toMatchObject({ allowed: false, used: 2 })
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59)
    expect(await countUse(counter, 'b')).toEqual({ allowed: true, used: 1 })
  })

  it('takes several uses at once, refused whole when they do not fit', async () => {
    const counter = memoryCounter(5)
    expect(await countUse(counter, 'a', { uses: 4 })).toEqual({ allowed: true, used: 4 })
    expect((await countUse(counter, 'a', { uses: 2 })).allowed).toBe(false)
  })

  it('lets a failure to count propagate unless told otherwise', async () => {
    await expect(countUse(brokenCounter, 'a')).rejects.toThrow('ECONNREFUSED')
    await expect(countUse(brokenCounter, 'a', { whenUncountable: 'propagate' })).rejects.toThrow('ECONNREFUSED')
  })

  it("whenUncountable 'allow': lets the use through and warns once, with the error's first line", async () => {
    const log = logger()
    expect(await countUse(brokenCounter, 'a', { whenUncountable: 'allow', logger: log })).toEqual({ allowed: true, used: 0 })
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn.mock.calls[0][0]).toBe('Rate limit broken could not count, so the request goes through: connect ECONNREFUSED 127.0.0.1:5432')
  })

  it("whenUncountable 'allow' still refuses a spent allowance, without a warning", async () => {
    const counter = memoryCounter(1)
    const log = logger()
    await countUse(counter, 'a', { whenUncountable: 'allow', logger: log })
    expect((await countUse(counter, 'a', { whenUncountable: 'allow', logger: log })).allowed).toBe(false)
    expect(log.warn).not.toHaveBeenCalled()
  })
})

describe('allowanceLeft and usesSoFar: looking without taking', () => {
  it('allows until the allowance is spent, then says when to retry', async () => {
    const counter = memoryCounter(2)
    expect(await allowanceLeft(counter, 'a')).toEqual({ allowed: true })
    await counter.penalty('a', 2)
    const refused = await allowanceLeft(counter, 'a')
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59)
    expect(await usesSoFar(counter, 'a')).toBe(2)
    await counter.penalty('a', 3)
    expect(await usesSoFar(counter, 'a')).toBe(2)
  })

  it('lets a failure to read propagate', async () => {
    await expect(allowanceLeft(brokenCounter, 'a')).rejects.toThrow('ECONNREFUSED')
  })
})

describe('limits when PostgreSQL cannot count', () => {
  it('the AI tools let the request through, and say so in the log', async () => {
    const log = logger()
    expect(await limitByAddress({ pool: brokenPool(), logger: log }, 'parse-resume', from('203.0.113.7'))).toEqual({ allowed: true })
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn.mock.calls[0][0]).toMatch(/^Rate limit ai-rate:parse-resume could not count, so the request goes through: Connection terminated/)
  })

  it('the public API lets the request through with its whole minute left, and says so in the log', async () => {
    const log = logger()
    const limit = await limitPublicApi({ pool: brokenPool(), logger: log }, from('203.0.113.7'), 3)
    expect(limit).toMatchObject({ allowed: true })
    expect(limit.allowed && limit.remaining).toBe(limit.limit)
    expect(log.warn).toHaveBeenCalledTimes(1)
  })

  it('every other limit fails with the database', async () => {
    await expect(consumeLimits(brokenPool(), [{ name: 'job-post-hour', points: 5, durationSeconds: 3600 }], '203.0.113.7')).rejects.toThrow('Connection terminated')
    const rule = { name: 'login-address', points: 5, durationSeconds: 900, onSuccess: 'reward' as const }
    await expect(spendAttempt(brokenPool(), [rule], ['203.0.113.7'])).rejects.toThrow('Connection terminated')
  })
})
