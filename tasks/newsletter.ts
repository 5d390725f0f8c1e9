import type { TaskConfig } from 'payload'

import { sendJobAlerts } from '../src/lib/alerts/sendJobAlerts'
import { withAdvisoryLock } from '../src/lib/db/advisoryLock'
import { poolOf } from '../src/lib/db/pool'
import { sendWeeklyDigest } from '../src/lib/newsletter/digest'

type PeriodInput = { input: { period: string }; output: { emails: number } }

const periodField = [{ name: 'period', type: 'text' as const, required: true }]
const emailsField = [{ name: 'emails', type: 'number' as const, required: true }]

export const SendDigestTask: TaskConfig<PeriodInput> = {
  slug: 'sendDigest',
  label: 'Send the weekly digest',
  retries: 3,
  inputSchema: periodField,
  outputSchema: emailsField,
  handler: async ({ input, req }) => {
    const run = await withAdvisoryLock(poolOf(req.payload), 'remote-passport:digest', () => sendWeeklyDigest(req.payload, new Date(input.period)), { wait: false })
    return { output: { emails: run.ran ? run.result : 0 } }
  },
}

export const SendJobAlertsTask: TaskConfig<PeriodInput> = {
  slug: 'sendJobAlerts',
  label: 'Send job alerts',
  retries: 3,
  inputSchema: periodField,
  outputSchema: emailsField,
  handler: async ({ input, req }) => {
    const run = await withAdvisoryLock(poolOf(req.payload), 'remote-passport:job-alerts', () => sendJobAlerts(req.payload, new Date(input.period)), { wait: false })
    return { output: { emails: run.ran ? run.result : 0 } }
  },
}
