import type { Access, JobsConfig } from 'payload'

import { hasRole } from '../src/lib/access/roles'
import { CheckLinksTask } from './checkLinks'
import { ExpireJobsTask } from './expireJobs'

const admins = ({ req }: Parameters<Access>[0]) => hasRole(req.user, 'admin')

/**
 * Payload's jobs queue: tasks run by the serving process every 10 seconds (or by `payload jobs:run`
 * on a worker). Only admins may queue, run or cancel jobs through the API.
 */
export const jobsConfig: JobsConfig = {
  tasks: [ExpireJobsTask, CheckLinksTask],
  access: { queue: admins, run: admins, cancel: admins },
  autoRun: [{ cron: '*/10 * * * * *', queue: 'default', limit: 10 }],
  shouldAutoRun: () => process.env.RP_SERVER === '1',
  // Keep finished runs visible in the admin; the scheduler prunes them after 30 days.
  deleteJobOnComplete: false,
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: {
      ...defaultJobsCollection.admin,
      group: 'Settings',
      hidden: ({ user }) => !hasRole(user as never, 'admin'),
    },
  }),
}
