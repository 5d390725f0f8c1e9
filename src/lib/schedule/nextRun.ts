import cron from 'node-cron'

/**
 * When a cron expression, read in UTC, next matches after now. Throws on an expression that is not
 * one. node-cron does the reading, as it does for the admin's crons in the settings forms.
 */
export const nextRunUtc = (expression: string): Date => {
  const matcher = cron.createTask(expression, () => {}, { timezone: 'Etc/UTC' })
  try {
    return matcher.getNextRuns(1)[0]
  } finally {
    void matcher.destroy()
  }
}
