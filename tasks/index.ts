import type { Access, JobsConfig } from 'payload'

import { hasRole } from '@/lib/access/roles'
import { CheckLinksTask } from './checkLinks'
import { DetectHiringSystemTask } from './detectHiringSystem'
import { ExpireJobsTask } from './expireJobs'
import { HousekeepingTask } from './housekeeping'
import { SendDigestTask, SendJobAlertsTask } from './newsletter'
import { NotifySearchEnginesTask } from './notifySearchEngines'
import { SendEmailTask } from './sendEmail'
import { SyncJobSourcesTask } from './syncJobSources'

const admins = ({ req }: Parameters<Access>[0]) => hasRole(req.user, 'admin')

/**
 * Payload's jobs queue: tasks run by the serving process every 10 seconds (or by `payload jobs:run`
 * on a worker). Each tick first queues the next run of every task with a `schedule` (Payload's
 * scheduling, see src/lib/schedule/utcSchedule.ts), then runs what is due. Only admins may queue,
 * run or cancel jobs through the API.
 */
export const jobsConfig: JobsConfig = {
  tasks: [
    ExpireJobsTask,
    SendEmailTask,
    SendDigestTask,
    SendJobAlertsTask,
    CheckLinksTask,
    HousekeepingTask,
    SyncJobSourcesTask,
    DetectHiringSystemTask,
    NotifySearchEnginesTask,
  ],
  access: { queue: admins, run: admins, cancel: admins },
  autoRun: [{ cron: '*/10 * * * * *', queue: 'default', limit: 10 }],
  shouldAutoRun: () => process.env.RP_SERVER === '1',
  // Keep finished runs visible in the admin; the housekeeping task prunes them after 30 days.
  deleteJobOnComplete: false,
  // Admins see every run of the queue in the panel (Payload hides and locks it by default).
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { ...defaultJobsCollection.access, read: admins },
    admin: {
      ...defaultJobsCollection.admin,
      group: 'Settings',
      hidden: ({ user }) => !hasRole(user, 'admin'),
    },
  }),
}
