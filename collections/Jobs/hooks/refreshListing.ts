import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { invalidateJobFacets } from '../../../src/lib/jobs/jobFacets'

/** A changed job changes the /jobs dropdown choices: drop this instance's cached ones. */
export const refreshListingAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  invalidateJobFacets()
  return doc
}

export const refreshListingAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  invalidateJobFacets()
  return doc
}
