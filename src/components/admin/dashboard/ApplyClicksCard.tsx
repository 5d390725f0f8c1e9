import Link from 'next/link'

import type { ApplyClicks } from '@/lib/dashboard/applyClicks'

import { SERIES_COLORS } from './chartColors'
import { DashboardCard, Figures } from './DashboardCard'
import { DashboardChart } from './DashboardChart'
import styles from './dashboard.module.css'
import { dayLabel, plural } from './dashboardFormat'

/** Apply clicks per day over 30 days, and the jobs clicked most, each a link to its edit page. */
export function ApplyClicksCard({ clicks }: { clicks: ApplyClicks }) {
  return (
    <DashboardCard id="apply-clicks" title="Apply clicks (30 days)" wide>
      <Figures
        items={[
          ['Apply clicks', clicks.total],
          ['Job page views', clicks.views],
          ['Clicks per 100 views', clicks.views ? (Math.round((clicks.total / clicks.views) * 1000) / 10).toLocaleString('en-US') : '—'],
        ]}
      />
      <DashboardChart
        kind="bar"
        labels={clicks.days.map(dayLabel)}
        series={[{ label: 'Apply clicks', values: clicks.clicks, color: SERIES_COLORS[0] }]}
        description={`${plural(clicks.total, 'apply click')} in the last 30 days, per day.`}
      />
      <h3 className={styles.subheading}>Top jobs by apply clicks</h3>
      {clicks.topJobs.length === 0 ? (
        <p className={styles.muted}>No apply clicks in the last 30 days.</p>
      ) : (
        <ol className={styles.list}>
          {clicks.topJobs.map((job) => (
            <li key={job.id}>
              <Link href={`/admin/collections/jobs/${job.id}`}>{job.title}</Link>{' '}
              <span className={styles.muted}>
                {job.company} · {plural(job.clicks, 'click')} · {plural(job.views, 'view')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  )
}
