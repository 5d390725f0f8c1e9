import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import {
  changesWhatEnginesAreTold,
  queueSearchEngineNotices,
} from '@/lib/searchEngines/queueNotices'
import type { Job } from '@/payload-types'

/**
 * A job that came on or off the board, or changed while on it, has the search engines told at
 * once (docs/search-engines.md): a run of the task is queued in the save's transaction. Changes
 * made with SQL or by time are caught by the task's run each minute.
 */
export const notifySearchEnginesOfChange: CollectionAfterChangeHook<Job> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (changesWhatEnginesAreTold(doc, operation === 'create' ? null : previousDoc)) {
    await queueSearchEngineNotices(req.payload, req, context)
  }
  return doc
}

/** A deleted job's page is told gone. */
export const notifySearchEnginesOfDeletion: CollectionAfterDeleteHook<Job> = async ({
  req,
  context,
}) => {
  await queueSearchEngineNotices(req.payload, req, context)
}
