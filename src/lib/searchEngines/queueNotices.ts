import type { Payload, PayloadRequest, RequestContext } from 'payload'

import { isListed } from '../jobs/listedRule'
import type { Job } from '../../payload-types'
import { currentSearchEngineConfig, type Env, searchEnginesOn } from './searchEngineConfig'

/** The jobs queue's task that tells the search engines (tasks/notifySearchEngines.ts). */
export const NOTIFY_TASK = 'notifySearchEngines'

/** Fields a save may change that are not what the job's page says: no reason to tell anyone at once. */
const NOT_CONTENT = new Set<string>([
  'updatedAt',
  'lastVerifiedAt',
  'lastCheckedAt',
  'linkStatus',
  'linkCheckReason',
  'consecutiveFailures',
  'employerEdit',
  'sourceFingerprint',
])

type Listable = Pick<Job, 'is_active' | 'expiresAt'>

/** Whether a save changed what an engine is told: the job came on or off the board, or changed while on it. */
export const changesWhatEnginesAreTold = (
  doc: Listable,
  previous: Listable | null | undefined,
  now: Date = new Date(),
) => {
  const listed = isListed(doc, now)
  if (!previous) return listed
  if (listed !== isListed(previous, now)) return true
  if (!listed) return false
  const after = doc as Record<string, unknown>
  const before = previous as Record<string, unknown>
  return Object.keys({ ...after, ...before }).some(
    (field) =>
      !NOT_CONTENT.has(field) &&
      JSON.stringify(after[field] ?? null) !== JSON.stringify(before[field] ?? null),
  )
}

const QUEUED = 'searchEngineNoticesQueued'

/**
 * Queues a run of the task now, unless the engines are off or a run queued the same way is still
 * waiting to start (so a burst of saves, a sync's hundred jobs, makes one run). The scheduled run
 * each minute catches whatever this misses, SQL changes and expiry by time included.
 */
export const queueSearchEngineNotices = async (
  payload: Payload,
  req?: PayloadRequest,
  context?: RequestContext,
  env: Env = process.env,
) => {
  if (!searchEnginesOn(currentSearchEngineConfig(env))) return false
  if (context?.[QUEUED]) return false
  const waiting = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: NOTIFY_TASK } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { hasError: { equals: false } },
        // Not the scheduled run (due at its minute) nor one waiting to be tried again.
        { waitUntil: { exists: false } },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (context) context[QUEUED] = true
  if (waiting.totalDocs > 0) return false
  await payload.jobs.queue({ task: NOTIFY_TASK, input: {}, req })
  return true
}
