import { describe, expect, it } from 'vitest'

import { listedBeforeReview, looksHostile } from '@/lib/jobs/posting/hostileText'

const job = {
  job_title: 'Senior Backend Engineer (Go, PostgreSQL)',
  company_name: 'Acme Remote GmbH',
  job_description: 'Requirements:\n- 5+ years of Go\n- Salary: $120k–$150k, < 10% travel, C++ a plus.\nBenefits: remote budget.',
  job_url: 'https://acme.example/careers/123?utm_source=remote-passport',
  salary_range: '$120,000 - $150,000',
}

describe('a job that looks like an attack waits for a moderator', () => {
  it('an ordinary job, with colons, line breaks in its description and a less-than sign, does not', () => {
    expect(looksHostile(job)).toBe(false)
    expect(looksHostile({ job_title: 'C# / .NET Developer <remote>' })).toBe(true)
    expect(looksHostile({ job_title: 'Data Engineer: ETL & BI' })).toBe(false)
    expect(looksHostile({ job_description: 'We pay 3 < 4 bonuses a year and speak HTML and JavaScript.' })).toBe(false)
    expect(looksHostile({ job_description: 'Be online: from 9am, 5 days a week; onboarding = 2 weeks.' })).toBe(false)
  })

  it('markup or script anywhere in its text does', () => {
    for (const hostile of ['<script>alert(1)</script>', 'Engineer <img src=x onerror=alert(1)>', '</title><svg/onload=alert(1)>', '<!-- hidden -->', '<a href="x">apply</a>', 'Click javascript:alert(document.cookie)', 'see onmouseover="steal()" here', '<![CDATA[x]]>']) {
      expect(looksHostile({ job_title: hostile }), hostile).toBe(true)
      expect(looksHostile({ ...job, job_description: `A fine job. ${hostile}` }), hostile).toBe(true)
    }
    expect(looksHostile({ company_name: '<b>Acme</b>' })).toBe(true)
  })

  it('a header injection in a one-line field does, raw or percent-encoded', () => {
    expect(looksHostile({ job_title: 'Engineer\r\nSet-Cookie: session=stolen' })).toBe(true)
    expect(looksHostile({ job_url: 'https://acme.example/jobs/1%0d%0aLocation:%20https://evil.example' })).toBe(true)
    expect(looksHostile({ salary_range: '$100k%0ASet-Cookie: a=b' })).toBe(true)
    // A description's lines may start with a label.
    expect(looksHostile({ job_description: 'About us\r\nLocation: anywhere in Europe' })).toBe(false)
  })

  it('is listed before review only under "review after" and when nothing looks hostile', () => {
    expect(listedBeforeReview('review-after', job)).toBe(true)
    expect(listedBeforeReview(undefined, job)).toBe(true)
    expect(listedBeforeReview('approval-first', job)).toBe(false)
    expect(listedBeforeReview('review-after', { ...job, job_title: '<script>x</script>' })).toBe(false)
  })
})
