import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { invalidateCounts } from '../../../src/lib/jobs/countCache'
import { invalidateJobFacets } from '../../../src/lib/jobs/jobFacets'

const forget = () => {
  invalidateJobFacets()
  invalidateCounts()
}

/** A changed job changes the /jobs choices and counts: drop this instance's cached ones. */
export const refreshListingAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  forget()
  return doc
}

export const refreshListingAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  forget()
  return doc
}
