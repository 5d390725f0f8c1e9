import Link from 'next/link'

import type { LinkHealth } from '@/lib/dashboard/linkHealth'

import { VERDICT_COLORS } from './chartColors'
import { DashboardCard, Figures } from './DashboardCard'
import { DashboardChart } from './DashboardChart'
import styles from './dashboard.module.css'
import { dateLabel, momentLabels } from './dashboardFormat'

const VERDICTS = [
  ['valid', 'Valid'],
  ['broken', 'Broken'],
  ['blocked', 'Blocked'],
  ['unknown', 'Unknown'],
] as const

/** The last link check's verdicts and deactivations, and the verdicts of the runs before it. */
export function LinkHealthCard({ health }: { health: LinkHealth }) {
  const last = health.lastRun
  return (
    <DashboardCard id="link-health" title="Link health">
      {!last ? (
        <p className={styles.muted}>No link check has run yet.</p>
      ) : (
        <>
          <p className={styles.muted}>
            Last run {dateLabel(last.startedAt)} ({last.status}).
          </p>
          <Figures
            items={[
              ...VERDICTS.map(([key, label]): [string, number] => [label, last[key]]),
              ['Jobs deactivated', last.deactivated],
            ]}
          />
          <DashboardChart
            kind="bar"
            labels={momentLabels(health.runs.map((run) => run.startedAt))}
            series={VERDICTS.map(([key, label]) => ({
              label,
              values: health.runs.map((run) => run[key]),
              color: VERDICT_COLORS[key],
            }))}
            description={`Link verdicts of the last ${health.runs.length} link checks: the last found ${last.broken} broken of ${last.valid + last.broken + last.blocked + last.unknown}.`}
          />
        </>
      )}
      <Link href="/admin/link-checker">Link checker</Link>
    </DashboardCard>
  )
}
