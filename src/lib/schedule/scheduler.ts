import cron, { type ScheduledTask } from 'node-cron'
import type { Payload } from 'payload'

import { poolOf } from '../db/pool'
import { claimSlot } from './slotClaim'
import { pruneFinishedJobs, resetStaleJobs } from './resetStaleJobs'

export type Schedule = {
  /** Names the schedule; with the minute, the key two instances compete for. */
  name: string
  /** The cron expression (UTC) to run at, read from the settings; null when switched off. */
  cron: (payload: Payload) => Promise<string | null>
  /** Puts the work on the jobs queue. */
  enqueue: (payload: Payload, slot: Date) => Promise<void>
}

/** How often the schedules are read again from the settings (tests shorten it). */
const RELOAD_MS = Number(process.env.SCHEDULE_RELOAD_MS || 60_000)

/**
 * node-cron only enqueues, at the times the admin panel's settings name (read again every minute,
 * so a changed schedule applies without a restart); the jobs queue does the work. Each fire claims
 * its minute in PostgreSQL first, so app instances sharing a database enqueue once, not twice.
 */
export const startScheduler = (payload: Payload, schedules: Schedule[]) => {
  const running = new Map<string, { expression: string; task: ScheduledTask }>()
  const pool = poolOf(payload)

  const fire = async (schedule: Schedule, at: Date) => {
    const slot = new Date(Math.floor(at.getTime() / 60_000) * 60_000)
    if (!(await claimSlot(pool, `${schedule.name}@${slot.toISOString()}`))) return
    payload.logger.info(`Scheduled ${schedule.name} for ${slot.toISOString()}`)
    await schedule.enqueue(payload, slot)
  }

  const reload = async () => {
    for (const schedule of schedules) {
      const expression = await schedule.cron(payload).catch((error: Error) => {
        payload.logger.error(`Could not read the schedule of ${schedule.name}: ${error.message}`)
        return running.get(schedule.name)?.expression ?? null
      })
      const current = running.get(schedule.name)
      if (current?.expression === expression) continue
      await current?.task.destroy()
      running.delete(schedule.name)
      if (!expression) continue
      if (!cron.validate(expression)) {
        payload.logger.error(`The schedule of ${schedule.name} is not a valid cron expression: ${expression}`)
        continue
      }
      const task = cron.schedule(
        expression,
        ({ date }) => fire(schedule, date).catch((error: Error) => payload.logger.error(`${schedule.name}: ${error.message}`)),
        { timezone: 'Etc/UTC', name: schedule.name, noOverlap: true },
      )
      task.unref()
      running.set(schedule.name, { expression, task })
    }
    await resetStaleJobs(pool).catch(() => {})
    await pruneFinishedJobs(pool).catch(() => {})
  }

  void reload()
  const timer = setInterval(() => void reload(), RELOAD_MS)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      for (const { task } of running.values()) await task.destroy()
      running.clear()
    },
  }
}
