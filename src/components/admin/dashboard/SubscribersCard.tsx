import type { SubscriberGrowth } from '@/lib/dashboard/subscribers'

import { SERIES_COLORS } from './chartColors'
import { DashboardCard, Figures } from './DashboardCard'
import { DashboardChart } from './DashboardChart'
import styles from './dashboard.module.css'
import { dayLabel } from './dashboardFormat'

/** Confirmed newsletter subscribers over 30 days, and the members' job alerts. */
export function SubscribersCard({ growth }: { growth: SubscriberGrowth }) {
  const confirmed = growth.confirmed.at(-1) ?? 0
  const gained = confirmed - (growth.confirmed[0] ?? 0)
  return (
    <DashboardCard id="subscribers" title="Subscribers">
      <Figures
        items={[
          ['Confirmed', confirmed],
          ['Awaiting confirmation', growth.pending],
          ['Unsubscribed', growth.unsubscribed],
        ]}
      />
      <DashboardChart
        kind="line"
        labels={growth.days.map(dayLabel)}
        series={[
          { label: 'Confirmed subscribers', values: growth.confirmed, color: SERIES_COLORS[2] },
        ]}
        description={`${confirmed} confirmed subscribers, ${gained >= 0 ? `${gained} more` : `${-gained} fewer`} than 30 days ago.`}
      />
      <h3 className={styles.subheading}>Job alerts</h3>
      <Figures
        items={[
          ['Daily', growth.alerts.daily],
          ['Weekly', growth.alerts.weekly],
          ['Paused', growth.alerts.paused],
        ]}
      />
    </DashboardCard>
  )
}
