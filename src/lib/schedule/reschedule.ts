import type { PayloadRequest } from 'payload'

/**
 * Drops a task's scheduled run that is not due yet, in the transaction of `req`, so the next
 * scheduling pass of any app instance queues it at the time the settings now name (or not at
 * all, switched off). The run is in the database, so no instance keeps the old time.
 */
export const dropQueuedScheduledRun = async (req: PayloadRequest, task: string) => {
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { taskSlug: { equals: task } },
        { 'meta.scheduled': { equals: true } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { waitUntil: { greater_than: new Date().toISOString() } },
      ],
    },
  })
}
