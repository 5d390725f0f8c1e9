import type { CollectionAfterChangeHook } from 'payload'

import { isStaff } from '@/lib/access/roles'
import { ensureSource } from '@/lib/ats/detect/ensureSource'
import { boardFromUrl } from '@/lib/ats/detectBoard'

/** What the CSV import (npm run jobs:import) passes so a company's hiring system is looked for. */
export const FIND_HIRING_SYSTEM = { findHiringSystem: true } as const

/**
 * When an editor (or the CSV import) saves a company with a new careers link, its hiring system is
 * looked for: read from the link at once when it is an ATS address, else from the careers page by
 * a queued task. The seed's companies are left alone: an operator imports them on purpose.
 */
export const findHiringSystemOnSave: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const asked = isStaff(req.user) || req.context?.findHiringSystem === true
  if (!asked || (operation === 'update' && doc.hiringLink === previousDoc?.hiringLink)) return doc
  const direct = boardFromUrl(doc.hiringLink)
  if (direct) await ensureSource(req.payload, doc.id, { ...direct, origin: 'careers-link' }, req)
  else await req.payload.jobs.queue({ task: 'detectHiringSystem', input: { companyId: doc.id }, req })
  return doc
}
