import { describe, expect, it } from 'vitest'

import { smartrecruiters } from '@/lib/ats/adapters/smartrecruiters'
import { DETAIL_CALLS_AT_ONCE, MAX_LIST_PAGES } from '@/lib/ats/limits'

import {
  boardSamples,
  expectWellFormed,
  jobById,
  readWith,
  sampleJson,
  sampleText,
  type FakeAnswer,
} from '../../helpers/atsSamples'

const list = (company: string, offset: number) =>
  `/v1/companies/${company}/postings?limit=100&offset=${offset}`
const detail = (company: string, id: string) => `/v1/companies/${company}/postings/${id}`
const refused = () => new Error('403 Forbidden')

/** A list page of `count` postings made from one saved posting, with ids `{first}` … */
const listPage = (count: number, first: number, totalFound: number) => {
  const posting = sampleJson('smartrecruiters', 'hirevue-postings-remote-3.json').content[0]
  const content = Array.from({ length: count }, (_, index) => ({
    ...posting,
    id: String(first + index),
  }))
  return JSON.stringify({ offset: first, limit: 100, totalFound, content })
}

describe('SmartRecruiters adapter', () => {
  it('reads HireVue’s list and each posting’s detail; a failed detail leaves its posting without text or pay', async () => {
    // The saved list is 3 of 5 postings (totalFound 5), and one detail was saved.
    const { jobs, asked } = await readWith(smartrecruiters, 'hirevue', {
      [list('hirevue', 0)]: sampleText('smartrecruiters', 'hirevue-postings-remote-3.json'),
      [list('hirevue', 3)]: JSON.stringify({ offset: 3, limit: 100, totalFound: 5, content: [] }),
      [detail('hirevue', '744000138728139')]: sampleText(
        'smartrecruiters',
        'hirevue-posting-detail-trimmed.json',
      ),
      [detail('hirevue', '744000136509359')]: refused(),
      [detail('hirevue', '744000133640099')]: refused(),
    })
    expect(asked.slice(0, 2)).toEqual([list('hirevue', 0), list('hirevue', 3)])
    expect(asked).toHaveLength(5)
    const intern = jobById(jobs, '744000138728139')
    expect(intern).toMatchObject({
      title: 'Data Science Intern | Fully Remote US',
      companyName: 'HireVue Inc',
      workplace: 'remote',
      locations: ['Sandy, UT, United States'],
      countryCodes: ['US'],
      department: 'Data Science',
      employmentType: 'Part-time',
      experience: 'internship',
      applyUrl:
        'https://jobs.smartrecruiters.com/HireVue/744000138728139-data-science-intern-fully-remote-us',
      postedAt: '2026-07-20T20:54:18.136Z',
      pay: null,
    })
    expect(intern.descriptionHtml).toMatch(
      /^<h3>Company Description<\/h3><p>Hirevue is where hiring happens/,
    )
    expect(intern.descriptionHtml).toContain('<h3>Qualifications</h3>')
    expect(jobById(jobs, '744000136509359')).toMatchObject({
      // "Warsaw, , Poland" without its empty part.
      locations: ['Warsaw, Poland'],
      countryCodes: ['PL'],
      descriptionHtml: null,
      pay: null,
      applyUrl: 'https://jobs.smartrecruiters.com/hirevue/744000136509359',
    })
  })

  it('reads pay, the hybrid flag and the page from Western Digital’s saved detail', async () => {
    const saved = JSON.parse(sampleText('smartrecruiters', 'westerndigital-posting-detail.json'))
    const { jobs } = await readWith(smartrecruiters, 'WesternDigital', {
      [list('WesternDigital', 0)]: JSON.stringify({
        offset: 0,
        limit: 100,
        totalFound: 1,
        content: [saved],
      }),
      [detail('WesternDigital', saved.id)]: sampleText(
        'smartrecruiters',
        'westerndigital-posting-detail.json',
      ),
    })
    expect(jobs[0]).toMatchObject({
      sourceId: '744000140949875',
      workplace: 'hybrid',
      pay: { min: 34, max: 47, currency: 'USD', interval: 'hour' },
      applyUrl:
        'https://jobs.smartrecruiters.com/WesternDigital/744000140949875-summer-2027-intern-hardware-engineering',
    })
  })

  it('reads Western Digital’s list: non-Latin titles, lower-case countries, empty departments', async () => {
    const { jobs } = await readWith(smartrecruiters, 'WesternDigital', (path) => {
      if (path === list('WesternDigital', 0))
        return sampleText('smartrecruiters', 'westerndigital-postings-3.json')
      // Details that answer without a job ad or pay.
      if (path.startsWith('/v1/companies/WesternDigital/postings/')) return '{}'
    })
    expect(jobById(jobs, '744000141247940')).toMatchObject({
      title: '環境・安全衛生マネージャー (Environmental Health & Safety Manager)',
      workplace: 'onsite',
      countryCodes: ['JP'],
      department: null,
      experience: 'associate',
      employmentType: 'Full-time',
      descriptionHtml: null,
    })
    expect(jobById(jobs, '744000141229015').countryCodes).toEqual(['MY'])
  })

  it('throws when every detail call fails: the host is refusing us', async () => {
    const answers: Record<string, FakeAnswer> = {
      [list('WesternDigital', 0)]: sampleText('smartrecruiters', 'westerndigital-postings-3.json'),
    }
    for (const { id } of sampleJson('smartrecruiters', 'westerndigital-postings-3.json').content)
      answers[detail('WesternDigital', id)] = refused()
    await expect(readWith(smartrecruiters, 'WesternDigital', answers)).rejects.toThrow(
      '403 Forbidden',
    )
  })

  it('pages until the offset reaches totalFound', async () => {
    const { jobs, asked } = await readWith(smartrecruiters, 'acme', (path) => {
      if (path === list('acme', 0)) return listPage(100, 0, 250)
      if (path === list('acme', 100)) return listPage(100, 100, 250)
      if (path === list('acme', 200)) return listPage(50, 200, 250)
      if (/^\/v1\/companies\/acme\/postings\/\d+$/.test(path)) return '{}'
    })
    expect(asked.filter((path) => path.includes('?'))).toEqual([
      list('acme', 0),
      list('acme', 100),
      list('acme', 200),
    ])
    expect(jobs).toHaveLength(250)
    expect(asked.filter((path) => !path.includes('?'))).toHaveLength(250)
  })

  it(`stops after ${MAX_LIST_PAGES} pages of a list that never ends`, async () => {
    const { jobs, asked } = await readWith(smartrecruiters, 'acme', (path) => {
      const offset = path.match(/offset=(\d+)$/)?.[1]
      if (offset !== undefined && path === list('acme', Number(offset)))
        return listPage(10, Number(offset), 1_000_000)
      if (/^\/v1\/companies\/acme\/postings\/\d+$/.test(path)) return '{}'
    })
    expect(asked.filter((path) => path.includes('?'))).toHaveLength(MAX_LIST_PAGES)
    expect(jobs).toHaveLength(MAX_LIST_PAGES * 10)
  })

  it(`runs at most ${DETAIL_CALLS_AT_ONCE} detail calls at a time, and more than one`, async () => {
    let inFlight = 0
    let most = 0
    await readWith(smartrecruiters, 'acme', (path) => {
      if (path === list('acme', 0)) return listPage(20, 0, 20)
      if (!/^\/v1\/companies\/acme\/postings\/\d+$/.test(path)) return undefined
      return async () => {
        inFlight++
        most = Math.max(most, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 2))
        inFlight--
        return '{}'
      }
    })
    expect(most).toBe(DETAIL_CALLS_AT_ONCE)
  })

  it.each(boardSamples('smartrecruiters'))(
    'reads every posting of %s well formed',
    async (file) => {
      const company = file.split('-')[0]
      const saved = sampleJson('smartrecruiters', file)
      const { jobs } = await readWith(smartrecruiters, company, (path) => {
        if (path === list(company, 0)) return sampleText('smartrecruiters', file)
        if (path === list(company, saved.content.length))
          return JSON.stringify({ ...saved, content: [] })
        if (path.startsWith(`/v1/companies/${company}/postings/`)) return '{}'
      })
      expect(jobs).toHaveLength(saved.content.length)
      expectWellFormed(jobs)
    },
  )

  it('reads an empty board, and says plainly when the answer is not JSON or not a list', async () => {
    expect(
      (
        await readWith(smartrecruiters, 'acme', {
          [list('acme', 0)]: '{"offset":0,"limit":100,"totalFound":0,"content":[]}',
        })
      ).jobs,
    ).toEqual([])
    await expect(
      readWith(smartrecruiters, 'acme', { [list('acme', 0)]: '<html></html>' }),
    ).rejects.toThrow('SmartRecruiters answered with something that is not JSON')
    await expect(
      readWith(smartrecruiters, 'acme', { [list('acme', 0)]: '{"totalFound":3}' }),
    ).rejects.toThrow('SmartRecruiters answered without a list of postings')
  })
})
