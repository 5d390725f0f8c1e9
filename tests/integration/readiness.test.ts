import { describe, expect, it } from 'vitest'

import { databaseReady } from '@/lib/health/databaseReady'

describe('readiness probe', () => {
  it('says not ready within about 2 s when nothing listens at the database address', async () => {
    const started = Date.now()
    const result = await databaseReady('postgres://postgres:postgres@127.0.0.1:1/none')
    expect(result.ok).toBe(false)
    expect(Date.now() - started).toBeLessThan(2500)
  })
})
