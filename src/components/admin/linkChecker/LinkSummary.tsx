import type { CheckLinksResponse } from '@/lib/linkCheck/runs/checkLinksRequest'

import styles from './linkChecker.module.css'

const Figure = ({ label, value, tone }: { label: string; value: number; tone?: string }) => (
  <div className={`${styles.figure} ${tone ?? ''}`}>
    <dt>{label}</dt>
    <dd data-testid={`link-summary-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</dd>
  </div>
)

/** Valid, broken and total; blocked, unknown and TLS errors apart, never deactivated. */
export const LinkSummary = ({ summary }: { summary: CheckLinksResponse['summary'] }) => (
  <section aria-label="Summary">
    <dl className={styles.summary}>
      <Figure label="Valid" value={summary.valid} tone={styles.valid} />
      <Figure label="Broken" value={summary.broken} tone={styles.broken} />
      <Figure label="Total" value={summary.total} />
      <Figure label="Blocked" value={summary.blocked} />
      <Figure label="Unknown" value={summary.unknown} />
      <Figure label="TLS errors" value={summary.tls_error} />
    </dl>
    <p className={styles.muted}>
      Blocked (the site refuses robots: 401, 403, 999, bot walls), unknown (rate limits, timeouts,
      server errors) and TLS errors are not counted as broken and never deactivate a job.
    </p>
  </section>
)
