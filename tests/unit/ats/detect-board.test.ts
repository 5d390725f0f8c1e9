import { describe, expect, it } from 'vitest'

import { boardFromUrl, boardsInHtml } from '@/lib/ats/detectBoard'
import { MAX_SCANNED_HTML } from '@/lib/ats/limits'

describe('boardFromUrl', () => {
  it.each([
    ['https://job-boards.greenhouse.io/anthropic', 'greenhouse', 'anthropic'],
    [
      'https://job-boards.greenhouse.io/anthropic/jobs/5023394008?gh_src=abc',
      'greenhouse',
      'anthropic',
    ],
    ['https://boards.greenhouse.io/gitlab/', 'greenhouse', 'gitlab'],
    ['https://job-boards.eu.greenhouse.io/acme/jobs/4012345101', 'greenhouse', 'acme'],
    [
      'https://boards.greenhouse.io/embed/job_board?for=smarterdx&b=https%3A%2F%2Fsmarterdx.com',
      'greenhouse',
      'smarterdx',
    ],
    ['https://boards-api.greenhouse.io/v1/boards/stripe/jobs?content=true', 'greenhouse', 'stripe'],
    ['https://jobs.lever.co/spotify', 'lever', 'spotify'],
    ['jobs.lever.co/people-ai/d6d4ddcc-1d05-433f-8777-e803665e219a/apply', 'lever', 'people-ai'],
    ['https://jobs.ashbyhq.com/ramp', 'ashby', 'ramp'],
    [
      'https://jobs.ashbyhq.com/Hippocratic%20AI/378e1797-b92c-4fce-98d2-03481e214bb5',
      'ashby',
      'Hippocratic AI',
    ],
    ['https://jobs.ashbyhq.com/reedsy/embed?version=2', 'ashby', 'reedsy'],
    ['https://apply.workable.com/huggingface/', 'workable', 'huggingface'],
    ['https://apply.workable.com/crewai/j/3862836931/', 'workable', 'crewai'],
    [
      'https://aikidosecurity.recruitee.com/o/office-manager-chicago',
      'recruitee',
      'aikidosecurity',
    ],
    ['https://ESPEO.recruitee.com/', 'recruitee', 'espeo'],
    ['https://careers.smartrecruiters.com/WesternDigital', 'smartrecruiters', 'WesternDigital'],
    [
      'https://jobs.smartrecruiters.com/HireVue/744000138728139-data-science-intern-fully-remote-us',
      'smartrecruiters',
      'HireVue',
    ],
    ['https://acme.jobs.personio.de/job/1834171?language=en', 'personio', 'acme'],
    ['http://acme-gmbh.jobs.personio.com', 'personio', 'acme-gmbh'],
  ])('reads %s', (url, kind, board) => {
    expect(boardFromUrl(url)).toEqual({ kind, board })
  })

  it.each([
    // EU Lever: its API host is not read yet.
    'https://jobs.eu.lever.co/acme',
    // Workable's job links do not name the account.
    'https://apply.workable.com/j/3862836931',
    'https://www.recruitee.com/',
    'https://app.recruitee.com/',
    'https://www.greenhouse.io/careers',
    'https://boards.greenhouse.io/',
    'https://boards.greenhouse.io/embed/job_board',
    'https://jobs.lever.co/',
    'https://jobs.ashbyhq.com/acme%2F..%2Fadmin',
    'https://jobs.ashbyhq.com/%E0%A4%A',
    'https://boards.greenhouse.io/acme.com',
    'https://a.b.recruitee.com/',
    'https://evil.com/jobs.lever.co/acme',
    'https://jobs.lever.co.evil.com/acme',
    'ftp://jobs.lever.co/acme',
    'javascript:alert(1)',
    'not a url at all',
    '',
  ])('finds no board in %s', (url) => {
    expect(boardFromUrl(url)).toBeNull()
  })
})

describe('boardsInHtml', () => {
  const page = 'https://www.acme.com/careers'

  it('finds Greenhouse’s embed script, its iframe and its settings', () => {
    const script = `<div id="grnhse_app"></div>
      <script src="https://boards.greenhouse.io/embed/job_board/js?for=acme"></script>`
    expect(boardsInHtml(script, page)).toEqual([{ kind: 'greenhouse', board: 'acme' }])
    const iframe = `<iframe id="grnhse_iframe" src="https://job-boards.greenhouse.io/embed/job_board?for=acme&amp;b=https%3A%2F%2Facme.com"></iframe>`
    expect(boardsInHtml(iframe, page)).toEqual([{ kind: 'greenhouse', board: 'acme' }])
    const settings = `<script>var Grnhse = Grnhse || {}; Grnhse.Settings = { boardToken: "acme-corp", scrollOnLoad: true };</script>`
    expect(boardsInHtml(settings, page)).toEqual([{ kind: 'greenhouse', board: 'acme-corp' }])
  })

  it('finds an Ashby embed and links to other boards, most seen first, each once', () => {
    const html = `
      <script src="https://jobs.ashbyhq.com/acme/embed?version=2"></script>
      <a href="https://jobs.lever.co/acme">All jobs</a>
      <a href="https://jobs.ashbyhq.com/acme/4f0d1c2e">Engineer</a>
      <a href="//jobs.ashbyhq.com/acme/9a8b7c6d">Designer</a>
      <a href='https://jobs.lever.co/acme/123'>Old posting</a>
      <a href="https://apply.workable.com/acme/">Workable</a>`
    expect(boardsInHtml(html, page)).toEqual([
      { kind: 'ashby', board: 'acme' },
      { kind: 'lever', board: 'acme' },
      { kind: 'workable', board: 'acme' },
    ])
  })

  it('finds addresses escaped inside inline JSON and entities, and ones written without a scheme', () => {
    const html = `<script>window.__DATA__ = {"careers":"https:\\/\\/careers.smartrecruiters.com\\/Acme1"}</script>
      <p>Apply at acme.recruitee.com or acme.jobs.personio.de</p>
      <a href="https:&#x2F;&#x2F;jobs.smartrecruiters.com&#x2F;Acme1&#x2F;7440001">Job</a>`
    expect(boardsInHtml(html, page)).toEqual([
      { kind: 'smartrecruiters', board: 'Acme1' },
      { kind: 'recruitee', board: 'acme' },
      { kind: 'personio', board: 'acme' },
    ])
  })

  it('counts the page’s own address when the careers link landed on a board', () => {
    const html = '<a href="https://jobs.lever.co/acme/1">One</a>'
    expect(boardsInHtml(html, 'https://jobs.lever.co/acme')).toEqual([
      { kind: 'lever', board: 'acme' },
    ])
    expect(boardsInHtml('<p>No jobs right now</p>', 'https://apply.workable.com/acme/')).toEqual([
      { kind: 'workable', board: 'acme' },
    ])
  })

  it('finds nothing on a page without a board, or with ATS marketing links only', () => {
    const html = `<a href="https://www.greenhouse.io/">Powered by Greenhouse</a>
      <a href="https://www.lever.co/">Lever</a><a href="https://jobs.eu.lever.co/acme">EU jobs</a>`
    expect(boardsInHtml(html, page)).toEqual([])
    expect(boardsInHtml('', 'not a url')).toEqual([])
  })

  it(`reads only the first ${MAX_SCANNED_HTML / 1024 / 1024} MB of a page`, () => {
    const filler = 'x'.repeat(MAX_SCANNED_HTML)
    expect(boardsInHtml(`${filler}<a href="https://jobs.lever.co/late">`, page)).toEqual([])
    expect(boardsInHtml(`<a href="https://jobs.lever.co/early">${filler}`, page)).toEqual([
      { kind: 'lever', board: 'early' },
    ])
  })
})
