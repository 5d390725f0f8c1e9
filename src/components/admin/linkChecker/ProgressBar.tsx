import styles from './linkChecker.module.css'

/** A progress bar (maximum 100), announced to screen readers. */
export const ProgressBar = ({ value, active }: { value: number; active: boolean }) => (
  <div>
    <div className={styles.progressLabel}>
      <span id="link-check-progress-label">{active ? 'Checking links…' : 'Progress'}</span>
      <span>{value}%</span>
    </div>
    <div
      className={styles.track}
      role="progressbar"
      aria-labelledby="link-check-progress-label"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className={styles.bar} style={{ width: `${value}%` }} />
    </div>
  </div>
)
