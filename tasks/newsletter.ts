import type { TaskConfig } from 'payload'

import { sendJobAlerts } from '@/lib/alerts/sendJobAlerts'
import { withAdvisoryLock } from '@/lib/db/advisoryLock'
import { poolOf } from '@/lib/db/pool'
import { digestCron, sendWeeklyDigest } from '@/lib/newsletter/digest'
import { utcSchedule } from '@/lib/schedule/utcSchedule'

type PeriodInput = { input: { period: string }; output: { emails: number } }

const periodField = [{ name: 'period', type: 'text' as const, required: true }]
const emailsField = [{ name: 'emails', type: 'number' as const, required: true }]
/** A scheduled run's period is the time it was due: its recipients are claimed for that time. */
const period = (due: Date) => ({ period: due.toISOString() })

/** The weekly digest, at the day and time (UTC) of the Site Settings. */
export const SendDigestTask: TaskConfig<PeriodInput> = {
  slug: 'sendDigest',
  label: 'Send the weekly digest',
  retries: 3,
  schedule: [
    utcSchedule({
      cron: async (req) => digestCron(await req.payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })),
      input: period,
    }),
  ],
  inputSchema: periodField,
  outputSchema: emailsField,
  handler: async ({ input, req }) => {
    const run = await withAdvisoryLock(poolOf(req.payload), 'remote-passport:digest', () => sendWeeklyDigest(req.payload, new Date(input.period)), { wait: false })
    return { output: { emails: run.ran ? run.result : 0 } }
  },
}

/** Daily at 08:00 UTC: daily alerts every run, weekly ones when a week has passed. */
export const SendJobAlertsTask: TaskConfig<PeriodInput> = {
  slug: 'sendJobAlerts',
  label: 'Send job alerts',
  retries: 3,
  schedule: [utcSchedule({ cron: '0 8 * * *', input: period })],
  inputSchema: periodField,
  outputSchema: emailsField,
  handler: async ({ input, req }) => {
    const run = await withAdvisoryLock(poolOf(req.payload), 'remote-passport:job-alerts', () => sendJobAlerts(req.payload, new Date(input.period)), { wait: false })
    return { output: { emails: run.ran ? run.result : 0 } }
  },
}
