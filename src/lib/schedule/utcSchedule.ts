import { type PayloadRequest, type TaskConfig, ValidationError } from 'payload'

import { nextRunUtc } from './nextRun'

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]
type BeforeScheduleArgs = Parameters<
  NonNullable<NonNullable<ScheduleConfig['hooks']>['beforeSchedule']>
>[0]

type Options = {
  /** The cron (UTC); or a reader of the admin's cron in the settings, called when the next run is
   * queued, that answers null while the task is switched off. */
  cron: string | ((req: PayloadRequest) => Promise<string | null>)
  /** The job's input, from the time the run is due. */
  input?: (due: Date) => object
  /** Whether an earlier run, queued or running, holds the next one back; Payload's rule unless given. */
  heldBack?: (args: BeforeScheduleArgs) => Promise<boolean>
}

/**
 * A schedule on Payload's jobs queue: on every autoRun tick Payload asks whether to queue the next
 * run, and it is queued when no earlier run is queued or running (Payload's rule), due at the
 * cron's next match. Two things differ from Payload's defaults:
 * - The cron is read in UTC, from now. Payload reads it in the server's local time zone and from
 *   the last time it scheduled, so a stale record queues a time that has already run once more
 *   (checkQueueableTimeConstraints in payload/dist/queues/operations/handleSchedules/index.js).
 * - Payload counts the queued runs, then inserts (defaultBeforeSchedule.js, then scheduleQueueable),
 *   so two app instances scheduling at the same moment both insert (payloadcms/payload#18113). A
 *   unique index on the task, queue and due time of scheduled jobs refuses the second insert
 *   (migrations/20261123_222226_scheduled_tasks.ts); Payload reports it to afterSchedule as an error.
 */
export const utcSchedule = ({ cron, input, heldBack }: Options): ScheduleConfig => ({
  // Payload asks beforeSchedule on every tick whatever this says; a reader's cron decides there.
  cron: typeof cron === 'string' ? cron : '* * * * *',
  queue: 'default',
  hooks: {
    beforeSchedule: async (args) => {
      const held = heldBack
        ? await heldBack(args)
        : !(await args.defaultBeforeSchedule(args)).shouldSchedule
      // The settings are read after the count: a changed schedule drops the queued run in the
      // transaction that saves it, so a count that no longer sees that run reads the new cron.
      const expression = held ? null : typeof cron === 'string' ? cron : await cron(args.req)
      if (!expression) return { shouldSchedule: false }
      const due = nextRunUtc(expression)
      return { shouldSchedule: true, waitUntil: due, input: input?.(due) ?? {} }
    },
    afterSchedule: async (args) => {
      // Most ticks skip; Payload would write its payload-jobs-stats global for each of them.
      if (args.status === 'skipped') return
      const task = args.queueable.taskConfig?.slug
      if (args.status === 'error' && args.error instanceof ValidationError) {
        args.req.payload.logger.info(`Scheduled ${task}: another instance queued this run`)
      } else if (args.status === 'error') {
        args.req.payload.logger.error({ err: args.error, msg: `Could not schedule ${task}` })
      }
      await args.defaultAfterSchedule(args)
    },
  },
})
