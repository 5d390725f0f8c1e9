import type { JobDayStats } from '@/lib/jobs/counts/jobDailyStats'

type Props = { days: JobDayStats[]; title: string }

/** Each day's slot in the drawing's units: a views bar and a clicks bar side by side, a gap after. */
const SLOT = 10
const BAR = 4
const HEIGHT = 100

const dayLabel = (day: string, withYear = false) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  })

const number = (n: number) => n.toLocaleString('en-US')

/** A bar's height for `value` on a scale up to `max`; a day with any count shows at least a sliver. */
const barHeight = (value: number, max: number) => (value <= 0 ? 0 : Math.max(1.5, (value / max) * HEIGHT))

/**
 * A job's page views and apply clicks per day as bars, drawn on the server as inline SVG: no
 * script, no chart library, the same at 390 px and 1280 px (the drawing stretches to the width;
 * the labels are HTML). Views and clicks share one scale, its top labelled. The numbers of every
 * day, favorites too, are in a table under "Numbers per day" for screen readers and anyone who
 * wants them exactly.
 */
export function DailyStatsChart({ days, title }: Props) {
  const totals = days.reduce(
    (sum, day) => ({ views: sum.views + day.views, applyClicks: sum.applyClicks + day.applyClicks, favorites: sum.favorites + day.favorites }),
    { views: 0, applyClicks: 0, favorites: 0 },
  )
  const highest = Math.max(0, ...days.map((day) => Math.max(day.views, day.applyClicks)))
  // An even top, at least 2, so the middle line is a whole number too.
  const max = Math.max(2, highest + (highest % 2))
  const first = days[0]?.day
  const last = days[days.length - 1]?.day
  const summary = first
    ? `${title}: ${number(totals.views)} views and ${number(totals.applyClicks)} apply clicks from ${dayLabel(first, true)} to ${dayLabel(last!, true)}.`
    : `${title}: no days to show.`

  return (
    <figure className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-sky-600" />
            Views <span className="font-medium text-slate-900">{number(totals.views)}</span>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-orange-500" />
            Apply clicks <span className="font-medium text-slate-900">{number(totals.applyClicks)}</span>
          </span>
        </span>
      </figcaption>

      {days.length > 0 && (
        <div className="flex gap-2">
          <div aria-hidden="true" className="flex h-40 flex-col justify-between text-right text-xs tabular-nums text-slate-500">
            <span>{number(max)}</span>
            <span>{number(max / 2)}</span>
            <span>0</span>
          </div>
          <div className="min-w-0 flex-1">
            <svg
              role="img"
              aria-label={summary}
              viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="block h-40 w-full border-b border-l border-slate-300"
            >
              <line x1="0" x2={days.length * SLOT} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-slate-200" strokeWidth="0.5" vectorEffect="non-scaling-stroke" />
              {days.map((day, index) => {
                const views = barHeight(day.views, max)
                const clicks = barHeight(day.applyClicks, max)
                return (
                  <g key={day.day}>
                    <title>{`${dayLabel(day.day, true)}: ${number(day.views)} views, ${number(day.applyClicks)} apply clicks`}</title>
                    <rect x={index * SLOT + 1} y={HEIGHT - views} width={BAR} height={views} className="fill-sky-600" />
                    <rect x={index * SLOT + 1 + BAR} y={HEIGHT - clicks} width={BAR} height={clicks} className="fill-orange-500" />
                  </g>
                )
              })}
            </svg>
            <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-500">
              <span>{dayLabel(first!)}</span>
              {days.length > 2 && <span>{dayLabel(days[Math.floor(days.length / 2)].day)}</span>}
              {days.length > 1 && <span>{dayLabel(last!)}</span>}
            </div>
          </div>
        </div>
      )}

      <details className="text-sm">
        <summary className="cursor-pointer text-blue-700 hover:underline">Numbers per day</summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{summary}</caption>
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">Day</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">Views</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">Apply clicks</th>
                <th scope="col" className="py-1 text-right font-medium">Favorites</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <time dateTime={day.day}>{dayLabel(day.day, true)}</time>
                  </th>
                  <td className="py-1 pr-3 text-right">{number(day.views)}</td>
                  <td className="py-1 pr-3 text-right">{number(day.applyClicks)}</td>
                  <td className="py-1 text-right">{number(day.favorites)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200 font-medium">
              <tr>
                <th scope="row" className="py-1 pr-3">Total</th>
                <td className="py-1 pr-3 text-right">{number(totals.views)}</td>
                <td className="py-1 pr-3 text-right">{number(totals.applyClicks)}</td>
                <td className="py-1 text-right">{number(totals.favorites)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </figure>
  )
}
