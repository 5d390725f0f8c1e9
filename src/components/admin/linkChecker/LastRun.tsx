import Link from 'next/link'
import type { LinkCheckRun } from '@/payload-types'

import styles from './linkChecker.module.css'

const STATUS_TEXT: Record<LinkCheckRun['status'], string> = {
  running: 'running now',
  completed: 'completed',
  inconclusive: 'inconclusive (network trouble, nothing changed)',
  failed: 'failed',
}

/** One line on the newest run, manual or scheduled, with a link to its record. */
export const LastRun = ({ run }: { run: LinkCheckRun | null }) => {
  if (!run) return <p className={styles.muted}>No check has run yet.</p>
  const when = new Date(run.startedAt).toUTCString().replace(' GMT', ' UTC')
  const counts =
    run.totalCount != null ? `: ${run.brokenCount ?? 0} broken of ${run.totalCount}` : ''
  return (
    <p className={styles.muted}>
      Last check {when}, {run.trigger === 'scheduled' ? 'scheduled' : 'started by an admin'},{' '}
      {STATUS_TEXT[run.status]}
      {counts} · <Link href={`/admin/collections/link-check-runs/${run.id}`}>details</Link> ·{' '}
      <Link href="/admin/globals/link-checker-settings">schedule</Link>
    </p>
  )
}
