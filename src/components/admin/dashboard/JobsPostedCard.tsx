import { JOB_SOURCE_LABELS, JOB_SOURCES, type JobsPosted } from '@/lib/dashboard/jobsPosted'

import { SERIES_COLORS } from './chartColors'
import { DashboardCard, Figures } from './DashboardCard'
import { DashboardChart } from './DashboardChart'
import { dayLabel, plural } from './dashboardFormat'

/** Jobs posted per day over 30 days, stacked by where they came from. */
export function JobsPostedCard({ figures }: { figures: JobsPosted }) {
  const sum = (values: number[]) => values.reduce((total, n) => total + n, 0)
  return (
    <DashboardCard id="jobs-posted" title="Jobs posted (30 days)" wide>
      <Figures
        items={[
          ['All sources', figures.total],
          ...JOB_SOURCES.map((source): [string, number] => [
            JOB_SOURCE_LABELS[source],
            sum(figures.bySource[source]),
          ]),
        ]}
      />
      <DashboardChart
        kind="bar"
        labels={figures.days.map(dayLabel)}
        series={JOB_SOURCES.map((source, index) => ({
          label: JOB_SOURCE_LABELS[source],
          values: figures.bySource[source],
          color: SERIES_COLORS[index],
        }))}
        description={`${plural(figures.total, 'job')} posted in the last 30 days, per day and source.`}
      />
    </DashboardCard>
  )
}
