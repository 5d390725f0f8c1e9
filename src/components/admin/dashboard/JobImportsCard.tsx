import Link from 'next/link'

import type { JobImports } from '@/lib/dashboard/jobImports'

import { DashboardCard, Figures } from './DashboardCard'
import styles from './dashboard.module.css'
import { dateLabel, plural } from './dashboardFormat'

/** Companies' hiring systems: how many, how many fail and why, and the jobs they keep on the board. */
export function JobImportsCard({ imports }: { imports: JobImports }) {
  return (
    <DashboardCard id="job-imports" title="Job imports">
      {imports.sources === 0 ? (
        <p className={styles.muted}>No hiring system is imported yet. Add one to a company, or run npm run jobs:import.</p>
      ) : (
        <>
          <p className={styles.muted}>{imports.lastSyncAt ? `Last sync ${dateLabel(imports.lastSyncAt)}.` : 'Not synced yet.'}</p>
          <Figures
            items={[
              ['Hiring systems', imports.sources],
              ['Failing', imports.failing],
              ['Not synced yet', imports.neverSynced],
              ['Imported jobs listed', imports.listed],
              ['Closed at their source', imports.closedBySource],
            ]}
          />
          {imports.failingSources.length > 0 && (
            <ul className={styles.list}>
              {imports.failingSources.map((source) => (
                <li key={source.id}>
                  <Link href={`/admin/collections/job-sources/${source.id}`}>
                    {source.kind}/{source.board}
                  </Link>{' '}
                  <span className={styles.muted}>
                    {source.error ?? 'failed'} ({plural(source.failures, 'failure')} in a row)
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Link href="/admin/collections/job-sources">Hiring systems</Link>
    </DashboardCard>
  )
}
