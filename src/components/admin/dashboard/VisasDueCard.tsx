import Link from 'next/link'

import { type VisasDue } from '@/lib/dashboard/visasDue'
import { REVIEW_EVERY_MONTHS } from '@/lib/visas/reviewDue'

import { DashboardCard } from './DashboardCard'
import styles from './dashboard.module.css'
import { dateLabel, plural } from './dashboardFormat'

/** Visa programs not reviewed for over a year, each a link to its edit page. */
export function VisasDueCard({ due }: { due: VisasDue }) {
  return (
    <DashboardCard id="visas-due" title="Visas due for review" wide>
      <p className={styles.headline}>
        {due.count === 0
          ? 'Every visa was reviewed this year.'
          : `${plural(due.count, 'program')} due`}
      </p>
      {due.count > 0 && (
        <>
          <p className={styles.muted}>
            Last reviewed over {REVIEW_EVERY_MONTHS} months ago, the longest first.
          </p>
          <ul className={styles.list}>
            {due.visas.map((visa) => (
              <li key={visa.id}>
                <Link href={`/admin/collections/visas/${visa.id}`}>{visa.country}</Link>{' '}
                <span className={styles.muted}>
                  {visa.lastReviewed ? dateLabel(visa.lastReviewed) : 'never'}
                </span>
              </li>
            ))}
          </ul>
          {due.count > due.visas.length && (
            <Link href="/admin/collections/visas?sort=lastReviewed">
              All {due.count} programs, by last review
            </Link>
          )}
        </>
      )}
    </DashboardCard>
  )
}
