import { describe, expect, it } from 'vitest'

import type { ParsedResume } from '@/lib/ai/schemas/resume'

import { type Expected, scoreDocument } from '../helpers/resumeCorpus'

const expected = (fields: Partial<Expected>): Expected => ({ name: '', email: '', phone: '', location: '', links: [], summary: '', experience: [], education: [], skills: [], ...fields })
const parsed = (fields: Partial<ParsedResume>): ParsedResume => ({ name: '', email: '', phone: '', location: '', links: [], summary: '', experience: [], education: [], skills: [], ...fields })
const job = (title: string, company: string, period: string) => ({ title, company, period, summary: '', description: [] })

describe('how the corpus figures count a field', () => {
  it('compares a link as an address: scheme, "www." and a trailing slash do not count', () => {
    const [link] = scoreDocument(expected({ links: ['https://www.github.com/lena-m/'] }), parsed({ links: ['github.com/lena-m'] })).filter((check) => check.field === 'link')
    expect(link.ok).toBe(true)
  })

  it('compares a place without its postcode, and never two different towns', () => {
    const location = (want: string, got: string) => scoreDocument(expected({ location: want }), parsed({ location: got })).find((check) => check.field === 'location')?.ok
    expect(location('Kempten', '87439 Kempten')).toBe(true)
    expect(location('3236 Gampelen', 'Gampelen')).toBe(true)
    expect(location('San Jose, CA 95129', 'San Jose, CA')).toBe(true)
    expect(location('Leeds LS6 2AB', 'Leeds')).toBe(true)
    expect(location('Olkusz', '32-300 Olkusz')).toBe(true)
    expect(location('Kempten', 'Kaufbeuren')).toBe(false)
    expect(location('Kempten', '')).toBe(false)
  })

  it('pairs jobs by what they say, never by two empty fields', () => {
    const checks = scoreDocument(
      expected({ experience: [{ title: 'Field Week at Dunmore', company: '', period: 'June 2016', bullets: 0, firstBullet: '' }, { title: 'Eclipse Study', company: '', period: 'August 2017', bullets: 0, firstBullet: '' }] }),
      parsed({ experience: [job('Eclipse Study', '', 'August 2017')] }),
    )
    // The one parsed job is the second expected one: the first is missed, not paired with it.
    expect(checks.filter((check) => check.field === 'job title').map((check) => check.ok)).toEqual([false, true])
  })

  it('counts only the skills the spec lets the reader keep: 2 to 49 characters, the first 15', () => {
    const skills = [...Array.from({ length: 17 }, (_, index) => `Skill ${index + 1}`), 'A sentence about being good with spreadsheets and with people at once']
    const checks = scoreDocument(expected({ skills }), parsed({ skills: skills.slice(0, 15) })).filter((check) => check.field === 'skill')
    expect(checks).toHaveLength(15)
    expect(checks.every((check) => check.ok)).toBe(true)
  })
})
