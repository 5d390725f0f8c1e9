import { describe, expect, it } from 'vitest'

import { HostQueues } from '@/lib/linkCheck/engine/hostQueues'

describe('host queues', () => {
  it('hands out hosts in turn, skipping hosts that are not ready, until all are empty', () => {
    const queues = new HostQueues<string>()
    for (const [host, item] of [
      ['a', 'a1'],
      ['a', 'a2'],
      ['a', 'a3'],
      ['b', 'b1'],
      ['c', 'c1'],
      ['c', 'c2'],
    ])
      queues.add(host, item)
    const taken: string[] = []
    for (let next = queues.take(() => true); next; next = queues.take(() => true))
      taken.push(next.item)
    expect(taken).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3'])
    expect(queues.isEmpty).toBe(true)

    queues.add('a', 'a4')
    queues.add('b', 'b2')
    expect(queues.take((host) => host === 'b')?.item).toBe('b2')
    expect(queues.take((host) => host === 'b')).toBeNull()
    expect(queues.take(() => true)?.item).toBe('a4')
  })

  it('stays fast with 100,000 links on a few hosts', () => {
    const queues = new HostQueues<number>()
    for (let i = 0; i < 100_000; i++) queues.add(`ats-${i % 3}.example`, i)
    const started = performance.now()
    let count = 0
    while (queues.take(() => true)) count++
    expect(count).toBe(100_000)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
