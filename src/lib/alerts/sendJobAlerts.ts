import type { Payload } from 'payload'

import { poolOf } from '../db/pool'
import { emailLayout } from '../email/emailLayout'
import { queueEmail } from '../email/queueEmail'
import { newJobsMatching, type NewJob } from '../jobs/listing/newJobsQuery'
import { listingQueryString } from '../jobs/listing/listingParams'
import { parseListingParams } from '../jobs/listing/parseListingParams'
import { listUnsubscribeHeaders, unsubscribeLink } from '../newsletter/links'
import { claimSlot } from '../schedule/slotClaim'
import { siteUrl } from '../site/siteUrl'
import type { JobAlert } from '../../payload-types'

const DAY_MS = 24 * 60 * 60 * 1000
/** Slack for runs that start a little early or late. */
const DUE_AFTER = { daily: DAY_MS - 2 * 60 * 60 * 1000, weekly: 7 * DAY_MS - 2 * 60 * 60 * 1000 }

const isDue = (alert: JobAlert, now: Date) => {
  const last = new Date(alert.lastSentAt ?? alert.createdAt).getTime()
  return !alert.lastSentAt || now.getTime() - last >= DUE_AFTER[alert.frequency ?? 'weekly']
}

type Section = { alert: JobAlert; jobs: NewJob[]; total: number }

const alertEmail = (payload: Payload, memberId: number, sections: Section[]) => {
  const paragraphs = sections.flatMap(({ alert, jobs, total }) => [
    `${alert.label ?? 'Your job alert'}: ${total} new job${total === 1 ? '' : 's'}`,
    ...jobs.map((job) => `${job.job_title} at ${job.company_name} (${[job.job_type, ...job.hiring_locations].filter(Boolean).join(', ')}): ${siteUrl()}/jobs/${job.slug}`),
    `See them all: ${siteUrl()}/jobs${listingQueryString(parseListingParams(new URLSearchParams(alert.query ?? '')))}`,
    `Stop this alert: ${unsubscribeLink(payload.secret, { kind: 'alerts', mid: memberId, alerts: [alert.id] })}`,
  ])
  const total = sections.reduce((sum, section) => sum + section.total, 0)
  const { html, text } = emailLayout({
    heading: `${total} new job${total === 1 ? '' : 's'} for your alerts`,
    paragraphs,
    action: { href: `${siteUrl()}/alerts`, label: 'Manage your alerts' },
  })
  return { subject: `${total} new remote job${total === 1 ? '' : 's'} match your alerts`, html, text }
}

/**
 * One run of job alerts: for each member, every due alert's jobs new since that alert's last
 * email go into ONE email (however many alerts match). Each member is claimed for the run's
 * slot, so a rerun or a second instance never sends twice.
 */
export const sendJobAlerts = async (payload: Payload, slot: Date, now: Date = new Date()) => {
  const pool = poolOf(payload)
  const { docs: alerts } = await payload.find({ collection: 'job-alerts', where: { status: { equals: 'active' } }, limit: 0, pagination: false, depth: 0, sort: 'member' })
  const byMember = new Map<number, JobAlert[]>()
  for (const alert of alerts.filter((candidate) => isDue(candidate, now))) {
    const memberId = typeof alert.member === 'number' ? alert.member : alert.member.id
    byMember.set(memberId, [...(byMember.get(memberId) ?? []), alert])
  }
  let emails = 0
  for (const [memberId, due] of byMember) {
    const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0, disableErrors: true })
    if (!member?._verified) continue
    const sections: Section[] = []
    for (const alert of due) {
      const since = new Date(alert.lastSentAt ?? alert.createdAt)
      const { jobs, total } = await newJobsMatching(pool, parseListingParams(new URLSearchParams(alert.query ?? '')), since, { now, limit: 10 })
      if (total) sections.push({ alert, jobs, total })
    }
    if (!sections.length || !(await claimSlot(pool, `alerts:${memberId}@${slot.toISOString()}`))) continue
    const email = alertEmail(payload, memberId, sections)
    const alertIds = sections.map((section) => section.alert.id)
    await queueEmail(payload, { to: member.email, ...email, headers: listUnsubscribeHeaders(unsubscribeLink(payload.secret, { kind: 'alerts', mid: memberId, alerts: alertIds })) })
    await payload.update({ collection: 'job-alerts', where: { id: { in: alertIds } }, data: { lastSentAt: now.toISOString() }, depth: 0 })
    emails++
  }
  return emails
}
