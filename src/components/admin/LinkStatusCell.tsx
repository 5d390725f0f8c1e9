'use client'

import type { DefaultCellComponentProps } from 'payload'

import styles from './linkChecker/linkChecker.module.css'

/** The link checker's verdict in a list column, a broken link flagged so editors see it at a glance. */
export const LinkStatusCell = ({ cellData }: DefaultCellComponentProps) => {
  const status = typeof cellData === 'string' ? cellData : 'unchecked'
  if (status !== 'broken') return <span>{status.replace('_', ' ')}</span>
  return <span className={styles.brokenFlag}>⚠ broken link</span>
}
