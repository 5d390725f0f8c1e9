import { describe, expect, it } from 'vitest'

import {
  descriptionFromHtml,
  descriptionFromText,
  descriptionOf,
  MAX_DESCRIPTION_LENGTH,
} from '@/lib/ats/descriptionText'

import {
  ashbyJobs,
  greenhouseJobs,
  leverJobs,
  personioJobs,
  recruiteeJobs,
  smartRecruitersJobs,
  workableJobs,
} from '../../helpers/atsSampleJobs'

/** The paragraphs the job page renders: split on blank lines, trimmed (src/app/(frontend)/jobs/[slug]/page.tsx). */
const pageParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)

/** What a description the page renders well never holds. */
const expectClean = (text: string) => {
  expect(text).not.toMatch(/<\/?[a-z][a-z0-9]*[\s>/]/i)
  expect(text).not.toMatch(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i)
  expect(text).not.toMatch(/\n{3}/)
  expect(text).not.toMatch(/[ \t]\n|\n[ \t]/)
  expect(text).not.toMatch(/^•\s*$/m)
  expect(text.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH)
}

describe('HTML as the page renders it', () => {
  it('puts headings and paragraphs a blank line apart, list items one a line as "• item"', () => {
    const text = descriptionFromHtml(
      '<h2>About us</h2><p>We build &amp; ship.</p><ul><li>Go</li><li><p>Rust</p></li></ul><p>After</p>',
    )
    expect(text).toBe('About us\n\nWe build & ship.\n\n• Go\n• Rust\n\nAfter')
    expect(pageParagraphs(text)).toEqual(['About us', 'We build & ship.', '• Go\n• Rust', 'After'])
  })

  it('numbers ordered lists, keeps a line break as one, and shows links as their text', () => {
    expect(
      descriptionFromHtml(
        '<ol><li>Apply</li><li>Talk</li></ol><p>One<br>Two <a href="https://x.example">our site</a></p>',
      ),
    ).toBe('1. Apply\n2. Talk\n\nOne\nTwo our site')
  })

  it('drops scripts, styles, images and empty blocks; decodes entities; keeps one blank line at most', () => {
    const text = descriptionFromHtml(
      '<style>p{color:red}</style><script>alert(1)</script><p>A&nbsp;&eacute;&#233;&#x2019;</p><div><br></div><div><br></div><p></p><img src="x.png" alt="logo"><p>B</p>',
    )
    expect(text).toBe('A éé’\n\nB')
  })

  it('flattens a table into a row a line', () => {
    expect(
      descriptionFromHtml(
        '<table><tr><th>Level</th><th>Pay</th></tr><tr><td>Senior</td><td>$150k</td></tr></table><p>End</p>',
      ),
    ).toBe('Level · Pay\nSenior · $150k\n\nEnd')
  })

  it("reads HTML escaped as a whole (Greenhouse's content) as HTML", () => {
    expect(
      descriptionFromHtml(
        '&lt;p&gt;Hello &amp;amp; welcome&lt;/p&gt;&lt;ul&gt;&lt;li&gt;One&lt;/li&gt;&lt;/ul&gt;',
      ),
    ).toBe('Hello & welcome\n\n• One')
    expect(descriptionFromHtml('<p>Write &lt;div&gt; tags</p>')).toBe('Write <div> tags')
  })

  it('writes every kind of bullet as "• " and drops empty items', () => {
    expect(descriptionFromHtml('Intro<br>•    One<br>●Two<br>- Three<br>•<br><br>Next')).toBe(
      'Intro\n• One\n• Two\n• Three\n\nNext',
    )
  })

  it('cuts a description over 20,000 characters at a paragraph, with "…"', () => {
    const paragraph = `${'word '.repeat(199)}end.`
    const text = descriptionFromHtml(
      Array.from({ length: 40 }, () => `<p>${paragraph}</p>`).join(''),
    )
    expect(text.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH)
    expect(text.endsWith('end.\n\n…')).toBe(true)
    expect(
      pageParagraphs(text)
        .slice(0, -1)
        .every((part) => part === paragraph),
    ).toBe(true)
  })
})

describe('plain text', () => {
  it('normalises line endings, spaces and blank lines the same way', () => {
    expect(
      descriptionFromText('Hello\r\n\r\n\r\n\r\nWorld  with\tspaces \n- one\n* two\n\n\nBye\u200b'),
    ).toBe('Hello\n\nWorld with spaces\n• one\n• two\n\nBye')
  })

  it('prefers the HTML, falls back to the text, and is null when neither says anything', () => {
    expect(
      descriptionOf({ descriptionHtml: '<p>From HTML</p>', descriptionText: 'From text' }),
    ).toBe('From HTML')
    expect(descriptionOf({ descriptionHtml: '<p> </p>', descriptionText: 'From text' })).toBe(
      'From text',
    )
    expect(descriptionOf({ descriptionHtml: null, descriptionText: '  ' })).toBeNull()
  })
})

describe('the shared samples', () => {
  const samples = [
    ...greenhouseJobs('greenhouse/gitlab-jobs-content-remote-2.json'),
    ...greenhouseJobs('greenhouse/smarterdx-jobs-content-remote-2.json'),
    ...greenhouseJobs('greenhouse/stripe-job-detail.json'),
    ...leverJobs('lever/leverdemo-postings-6.json'),
    ...leverJobs('lever/palantir-posting-detail.json'),
    ...ashbyJobs('ashby/reedsy-job-board-18-2025.json'),
    ...workableJobs('workable/crewai-widget-details-4.json'),
    ...recruiteeJobs('recruitee/acme-sanitized-offers-2.json'),
    ...smartRecruitersJobs('smartrecruiters/hirevue-posting-detail-trimmed.json'),
    ...personioJobs('personio/demo-account-positions-11.xml'),
  ]

  it('renders every sample description as clean paragraphs', () => {
    for (const job of samples) {
      const text = descriptionOf(job)
      expect(text, job.title).toBeTruthy()
      expectClean(text as string)
    }
  })

  it("Greenhouse's escaped content reads as text, its list items as bullets", () => {
    const job = greenhouseJobs('greenhouse/gitlab-jobs-content-remote-2.json')[1]
    const text = descriptionOf(job) as string
    expect(text.startsWith('GitLab is the intelligent orchestration platform for DevSecOps.')).toBe(
      true,
    )
    expect(text).toContain("\n\nWhat you'll do\n\n• ")
  })

  it("Ashby's <li><p> items stay one list, one item a line", () => {
    const job = ashbyJobs('ashby/reedsy-job-board-18-2025.json')[0]
    const items = (job.descriptionHtml?.match(/<li[\s>]/g) ?? []).length
    const text = descriptionOf(job) as string
    expect(text.match(/^• /gm)).toHaveLength(items)
    expect(text).toContain(
      'Your role will involve:\n\n• Offering support to Reedsy users;\n• Reviewing projects submitted on the platform;',
    )
  })

  it("Lever's lists keep their items and links their text", () => {
    const text = descriptionOf(leverJobs('lever/leverdemo-postings-6.json')[0]) as string
    expect(text).toContain(
      'Duties\n\n• work hard\n• work VERY hard\n• bold text\n• italic text\n• strikethrough text\n• underline text\n• link text',
    )
    expect(text).not.toContain('google.com')
  })

  it('Personio\'s <br> and literal bullets become "• " lines', () => {
    const text = descriptionOf(personioJobs('personio/demo-account-positions-11.xml')[0]) as string
    expect(text).toContain('include, but are not limited to:\n• Being the central point of contact')
    expect(text).toContain(
      'ESSENTIAL KNOWLEDGE, SKILLS AND EXPERIENCE:\n• Attention to detail is a must in this position',
    )
  })
})
