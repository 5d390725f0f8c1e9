import type { Payload } from 'payload'

import { poolOf } from '../db/pool'
import { queueEmail } from '../email/queueEmail'
import { newJobsMatching } from '../jobs/listing/newJobsQuery'
import { parseListingParams } from '../jobs/listing/parseListingParams'
import { claimSlot } from '../schedule/slotClaim'
import { digestEmail } from './emails'
import { listUnsubscribeHeaders, unsubscribeLink } from './links'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const BATCH = 500

/**
 * The weekly digest: jobs new since the last digest, one email per confirmed subscriber per
 * period (each claimed for the period, so a rerun or a second instance never sends twice), and
 * no email at all when nothing is new.
 */
export const sendWeeklyDigest = async (payload: Payload, period: Date, now: Date = new Date()) => {
  const pool = poolOf(payload)
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  const since = settings.digestLastSentAt ? new Date(settings.digestLastSentAt) : new Date(now.getTime() - WEEK_MS)
  const { jobs, total } = await newJobsMatching(pool, parseListingParams({}), since, { now, limit: 20 })
  if (!total) return 0
  let sent = 0
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({ collection: 'subscribers', where: { status: { equals: 'confirmed' } }, limit: BATCH, page, depth: 0, sort: 'id' })
    for (const subscriber of docs) {
      if (!(await claimSlot(pool, `digest:${subscriber.id}@${period.toISOString()}`))) continue
      const unsubscribe = unsubscribeLink(payload.secret, { kind: 'newsletter', sid: subscriber.id })
      await queueEmail(payload, { to: subscriber.email, ...digestEmail(jobs, total, unsubscribe), headers: listUnsubscribeHeaders(unsubscribe) })
      await payload.update({ collection: 'subscribers', id: subscriber.id, data: { lastDigestAt: now.toISOString() }, depth: 0 })
      sent++
    }
    if (!hasNextPage) break
  }
  await payload.updateGlobal({ slug: 'site-settings', data: { digestLastSentAt: now.toISOString() }, overrideAccess: true })
  return sent
}

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

/** The digest's cron expression (UTC) from the settings: "0 9 * * 1" for Monday 09:00. */
export const digestCron = (settings: { digestEnabled?: boolean | null; digestDay?: string | null; digestTime?: string | null }) => {
  if (settings.digestEnabled === false) return null
  const [hour, minute] = (settings.digestTime ?? '09:00').split(':').map(Number)
  const day = Math.max(0, DAYS.indexOf((settings.digestDay ?? 'monday') as (typeof DAYS)[number]))
  return `${minute} ${hour} * * ${day}`
}
