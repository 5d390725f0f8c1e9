import { describe, expect, it } from 'vitest'

import { ATS_ADAPTERS } from '@/lib/ats/adapters'
import { BOARD_PATTERNS } from '@/lib/ats/boardPatterns'
import { ATS_KINDS } from '@/lib/ats/types'

import { fakeGet } from '../../helpers/atsSamples'

describe('the adapters', () => {
  it('has one adapter per kind, each with its kind’s board pattern', () => {
    expect(Object.keys(ATS_ADAPTERS).sort()).toEqual([...ATS_KINDS].sort())
    for (const kind of ATS_KINDS) {
      expect(ATS_ADAPTERS[kind].kind).toBe(kind)
      expect(ATS_ADAPTERS[kind].boardPattern).toBe(BOARD_PATTERNS[kind])
    }
  })

  it('names the origin and loopback prefix the issue fixes', () => {
    const shown = Object.fromEntries(
      ATS_KINDS.map((kind) => [
        kind,
        [ATS_ADAPTERS[kind].origin('acme'), ATS_ADAPTERS[kind].loopbackPrefix('acme')],
      ]),
    )
    expect(shown).toEqual({
      greenhouse: ['https://boards-api.greenhouse.io', '/greenhouse'],
      lever: ['https://api.lever.co', '/lever'],
      ashby: ['https://api.ashbyhq.com', '/ashby'],
      workable: ['https://apply.workable.com', '/workable'],
      recruitee: ['https://acme.recruitee.com', '/recruitee/acme'],
      smartrecruiters: ['https://api.smartrecruiters.com', '/smartrecruiters'],
      personio: ['https://acme.jobs.personio.de', '/personio/acme'],
    })
  })

  it.each(ATS_KINDS)(
    '%s: refuses a board id that is not one before asking anything',
    async (kind) => {
      for (const board of ['', '../acme', 'acme/jobs', 'acme?x=1', '.', 'a'.repeat(120)]) {
        expect(BOARD_PATTERNS[kind].test(board), board).toBe(false)
        const fake = fakeGet({})
        await expect(ATS_ADAPTERS[kind].readBoard(board, fake.get)).rejects.toThrow('board id')
        expect(fake.asked).toEqual([])
      }
    },
  )

  it('takes the board ids each API allows', () => {
    expect(BOARD_PATTERNS.greenhouse.test('anthropic')).toBe(true)
    expect(BOARD_PATTERNS.lever.test('people-ai')).toBe(true)
    expect(BOARD_PATTERNS.ashby.test('Hippocratic AI')).toBe(true)
    expect(BOARD_PATTERNS.ashby.test('airspace-intelligence.com')).toBe(true)
    expect(BOARD_PATTERNS.ashby.test('acme ')).toBe(false)
    expect(BOARD_PATTERNS.greenhouse.test('acme.com')).toBe(false)
    expect(BOARD_PATTERNS.smartrecruiters.test('WesternDigital')).toBe(true)
    // Host labels: lower case, no dots, no leading or trailing hyphen.
    expect(BOARD_PATTERNS.recruitee.test('aikidosecurity')).toBe(true)
    expect(BOARD_PATTERNS.recruitee.test('Aikido')).toBe(false)
    expect(BOARD_PATTERNS.personio.test('acme.evil.com')).toBe(false)
    expect(BOARD_PATTERNS.personio.test('-acme')).toBe(false)
  })
})
