import { createHash, randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { runSql } from '../db/runSql'
import { employer_links } from '../../payload-generated-schema'

import { siteUrl } from '../site/siteUrl'

/** A link emailed with a post (its confirmation email), or one asked for on /employer. */
export const EMPLOYER_LINK_PURPOSES = ['job', 'sign-in'] as const
export type EmployerLinkPurpose = (typeof EMPLOYER_LINK_PURPOSES)[number]

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * How long a link opens. A sign-in link is asked for to be used now (a day, to allow another
 * device); a post's link is how its employer comes back while the job runs (a plan lists up to
 * 60 days, and renewing extends it), so it opens for 120 days. Either may be opened many times.
 */
export const LINK_LIFETIME_MS: Record<EmployerLinkPurpose, number> = { 'sign-in': DAY_MS, job: 120 * DAY_MS }

export const EMPLOYER_LINK_PATH = '/employer/open'

/** A session lasts 30 days from the link's opening; opening a link again starts a new one. */
export const SESSION_DAYS = 30

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** A secret is 32 random bytes in base64url: 43 characters of A-Z, a-z, 0-9, - and _. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/

/**
 * A new link for an address, stored as the hash of its secret: only the email it is sent in
 * holds the link itself. A post's link lands on that job's page (and is made in the post's own
 * transaction, `req`, since it names the job).
 */
export const issueEmployerLink = async (
  payload: Payload,
  { email, purpose, jobId }: { email: string; purpose: EmployerLinkPurpose; jobId?: number },
  now = new Date(),
  req?: PayloadRequest,
) => {
  const secret = randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'employer-links',
    overrideAccess: true,
    req,
    depth: 0,
    data: {
      email: email.toLowerCase(),
      purpose,
      job: jobId ?? null,
      secretHash: hashOf(secret),
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString(),
    },
  })
  return `${siteUrl()}${EMPLOYER_LINK_PATH}?token=${secret}`
}

export type OpenedLink =
  | { ok: true; linkId: number; email: string; jobId: number | null }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' }

/** The link a secret names, when it is ours, unexpired and not revoked; its opening is noted. */
export const openEmployerLink = async (payload: Payload, secret: string | null | undefined, now = new Date()): Promise<OpenedLink> => {
  if (!secret || !SECRET_SHAPE.test(secret)) return { ok: false, reason: 'invalid' }
  const { docs } = await payload.find({
    collection: 'employer-links',
    where: { secretHash: { equals: hashOf(secret) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const link = docs[0]
  if (!link) return { ok: false, reason: 'invalid' }
  if (link.revoked) return { ok: false, reason: 'revoked' }
  if (new Date(link.expiresAt) <= now) return { ok: false, reason: 'expired' }
  await payload.update({ collection: 'employer-links', id: link.id, data: { lastOpenedAt: now.toISOString() }, depth: 0, overrideAccess: true })
  const jobId = typeof link.job === 'object' && link.job ? link.job.id : (link.job ?? null)
  return { ok: true, linkId: link.id, email: link.email, jobId }
}

/** Whether a link still holds up a session: it exists, for this address, and is not revoked. */
export const linkStillValid = async (payload: Payload, linkId: number, email: string) => {
  const link = await payload.findByID({ collection: 'employer-links', id: linkId, depth: 0, overrideAccess: true, disableErrors: true, select: { email: true, revoked: true } })
  return Boolean(link && !link.revoked && link.email === email)
}

/**
 * Links that can no longer open, nor hold up a session (one lasts 30 days from an opening before
 * the link's end), are deleted by the hourly housekeeping.
 */
export const pruneEmployerLinks = async (pool: Pool, now = new Date()) => {
  await runSql(pool, sql`DELETE FROM ${employer_links} WHERE ${employer_links.expiresAt} < ${new Date(now.getTime() - (SESSION_DAYS + 1) * DAY_MS)}`)
}
