import type { JobStats } from '@/lib/jobs/counts/jobDailyStats'

const SOURCE_LABELS: Record<JobStats['sources'][number]['source'], string> = {
  board: 'Remote Passport (the board, company pages, other jobs)',
  feed: 'Our RSS and JSON feeds',
  api: 'Our public API and MCP server',
  'other-site': 'Other sites (search engines, social networks …)',
  direct: 'Direct (typed, bookmarked, mail and chat apps)',
}

/** Where the views and apply clicks of a job came from, over the chart's days. */
export function JobSources({ stats }: { stats: JobStats }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">Where visitors came from</caption>
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            Source
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            Views
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Apply clicks
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {stats.sources.map((row) => (
          <tr key={row.source}>
            <th scope="row" className="py-1.5 pr-2 font-normal text-slate-700">
              {SOURCE_LABELS[row.source]}
            </th>
            <td className="py-1.5 pr-2 text-right tabular-nums">{row.views.toLocaleString('en-US')}</td>
            <td className="py-1.5 text-right tabular-nums">{row.applyClicks.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
