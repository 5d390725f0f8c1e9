import type { ReactNode } from 'react'

import styles from './dashboard.module.css'

/** One block of the dashboard: a titled card, across the whole row when `wide`. */
export function DashboardCard({
  id,
  title,
  wide,
  children,
}: {
  id: string
  title: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <section
      className={`${styles.card} ${wide ? styles.wide : ''}`}
      aria-labelledby={`dashboard-${id}`}
      data-block={id}
    >
      <h2 id={`dashboard-${id}`}>{title}</h2>
      {children}
    </section>
  )
}

/** The figures under a card's title, as terms and values. */
export function Figures({ items }: { items: [label: string, value: number | string][] }) {
  return (
    <dl className={styles.figures}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{typeof value === 'number' ? value.toLocaleString('en-US') : value}</dd>
        </div>
      ))}
    </dl>
  )
}
