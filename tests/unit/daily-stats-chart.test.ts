import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DailyStatsChart } from '@/components/employer/DailyStatsChart'
import type { JobDayStats } from '@/lib/jobs/counts/jobDailyStats'

const days: JobDayStats[] = [
  { day: '2026-11-01', views: 0, applyClicks: 0, favorites: 0 },
  { day: '2026-11-02', views: 40, applyClicks: 3, favorites: 1 },
  { day: '2026-11-03', views: 1200, applyClicks: 0, favorites: 0 },
]

const render = (props: { days: JobDayStats[]; title: string }) => renderToStaticMarkup(createElement(DailyStatsChart, props))

describe('the daily stats chart', () => {
  it('draws a views bar and a clicks bar per day as SVG, on one scale, with no script', () => {
    const html = render({ days, title: 'Senior Engineer' })
    expect(html).not.toContain('<script')
    expect(html.match(/<rect /g)).toHaveLength(days.length * 2)
    // The busiest day's views reach the top; a day with nothing draws nothing; 3 clicks still show.
    expect(html).toMatch(/<rect x="21" y="0" width="4" height="100" class="fill-sky-600"/)
    expect(html).toMatch(/<rect x="1" y="100" width="4" height="0"/)
    expect(html).toMatch(/<rect x="15" y="98.5" width="4" height="1.5" class="fill-orange-500"/)
    expect(html).toContain('viewBox="0 0 30 100"')
  })

  it('says what it shows in words, and every day’s numbers in a table, favorites too', () => {
    const html = render({ days, title: 'Senior Engineer' })
    expect(html).toContain('aria-label="Senior Engineer: 1,240 views and 3 apply clicks from Nov 1, 2026 to Nov 3, 2026."')
    expect(html).toContain('<summary')
    const rows = [...html.matchAll(/<tr><th scope="row"[^>]*>(.*?)<\/th><td[^>]*>(.*?)<\/td><td[^>]*>(.*?)<\/td><td[^>]*>(.*?)<\/td><\/tr>/g)].map((row) =>
      row.slice(1).map((cell) => cell.replace(/<[^>]+>/g, '')),
    )
    expect(rows).toEqual([
      ['Nov 1, 2026', '0', '0', '0'],
      ['Nov 2, 2026', '40', '3', '1'],
      ['Nov 3, 2026', '1,200', '0', '0'],
      ['Total', '1,240', '3', '1'],
    ])
  })

  it('has a legend with the totals, and copes with no days at all', () => {
    expect(render({ days, title: 'Senior Engineer' })).toMatch(/Views <span[^>]*>1,240<\/span>.*Apply clicks <span[^>]*>3<\/span>/)
    const empty = render({ days: [], title: 'Nothing yet' })
    expect(empty).not.toContain('<svg')
    expect(empty).toContain('Nothing yet')
  })
})
