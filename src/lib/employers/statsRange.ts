const DAY_MS = 86_400_000

/** The employer pages show a job's last 30 days, today included. */
export const STATS_DAYS = 30

export const statsRange = (now = new Date()) => ({ from: new Date(now.getTime() - (STATS_DAYS - 1) * DAY_MS), to: now })
