import type { Payload, TypedUser } from 'payload'

import { refusalMessage } from '../auth/providerMessage'
import { alertSchema } from './alertSchema'
import { canonicalAlert } from './canonicalQuery'
import { ALERT_NOT_CHANGED, ALERT_NOT_SAVED } from './messages'

export type AlertResult = { ok: true; message: string } | { ok: false; message: string }

/**
 * Saves a search as an emailed alert for the member, through the collection's access and hooks:
 * the query is stored canonically with a label, a member keeps at most 20 alerts, and a search
 * saved already is not saved twice (its alert takes the frequency chosen now, and is resumed).
 */
export const saveAlert = async (payload: Payload, member: TypedUser, input: unknown): Promise<AlertResult> => {
  const parsed = alertSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message }
  const { frequency } = parsed.data
  try {
    // The same search saved again is the alert already there: its frequency follows the new choice.
    const { docs } = await payload.find({ collection: 'job-alerts', where: { query: { equals: canonicalAlert(parsed.data.query).query } }, limit: 1, depth: 0, user: member, overrideAccess: false })
    const saved = docs[0]
    if (saved) {
      if (saved.frequency === frequency && saved.status === 'active') return { ok: true, message: `This search is saved already: you get ${frequency} emails with its new jobs.` }
      await payload.update({ collection: 'job-alerts', id: saved.id, data: { frequency, status: 'active' }, user: member, overrideAccess: false, depth: 0 })
      return { ok: true, message: `This search is saved already: you now get ${frequency} emails with its new jobs.` }
    }
    await payload.create({ collection: 'job-alerts', data: { ...parsed.data, member: member.id }, user: member, overrideAccess: false, depth: 0 })
    return { ok: true, message: `You will get ${frequency} emails with new jobs for this search.` }
  } catch (error) {
    return { ok: false, message: refusalMessage(payload.logger, error, 'Saving a job alert') ?? ALERT_NOT_SAVED }
  }
}

export type AlertChange = 'pause' | 'resume' | 'delete'

const DONE: Record<AlertChange, string> = { pause: 'Alert paused', resume: 'Alert resumed', delete: 'Alert deleted' }

/** Pauses, resumes or deletes one of the member's own alerts (anyone else's is not found). */
export const changeAlert = async (payload: Payload, member: TypedUser, id: unknown, change: AlertChange): Promise<AlertResult> => {
  const alertId = Number(id)
  if (!Number.isInteger(alertId) || !(change in DONE)) return { ok: false, message: ALERT_NOT_CHANGED }
  try {
    if (change === 'delete') await payload.delete({ collection: 'job-alerts', id: alertId, user: member, overrideAccess: false })
    else await payload.update({ collection: 'job-alerts', id: alertId, data: { status: change === 'pause' ? 'paused' : 'active' }, user: member, overrideAccess: false, depth: 0 })
    return { ok: true, message: DONE[change] }
  } catch (error) {
    // Someone else's alert, or one deleted meanwhile, is not found: the same words for both.
    refusalMessage(payload.logger, error, 'Changing a job alert')
    return { ok: false, message: ALERT_NOT_CHANGED }
  }
}
