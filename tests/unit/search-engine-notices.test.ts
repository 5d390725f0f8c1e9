import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { indexNowBody } from '@/lib/searchEngines/indexNow'
import {
  type JobState,
  orderPending,
  pendingNotice,
  type PendingNotice,
  type ToldState,
} from '@/lib/searchEngines/pendingNotices'
import { changesWhatEnginesAreTold } from '@/lib/searchEngines/queueNotices'
import {
  GOOGLE_DAILY_QUOTA,
  GOOGLE_TOKEN_URI,
  isValidIndexNowKey,
  searchEngineConfig,
} from '@/lib/searchEngines/searchEngineConfig'

const SITE = 'https://remotepassport.test'
const now = new Date('2030-06-01T12:00:00.000Z')
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000)

const job = (overrides: Partial<JobState> = {}): JobState => ({
  id: 7,
  slug: 'platform-engineer-acme-1a2b3c4d',
  isActive: true,
  expiresAt: at(60 * 24),
  updatedAt: at(-10),
  ...overrides,
})
const told = (overrides: Partial<ToldState> = {}): ToldState => ({
  url: `${SITE}/jobs/platform-engineer-acme-1a2b3c4d`,
  listed: true,
  jobVersion: at(-10),
  toldAt: at(-9),
  ...overrides,
})
const notice = (state: JobState | null, last: ToldState | null) =>
  pendingNotice(7, state, last, now, SITE)

describe('what a search engine is owed for a job', () => {
  it('a listed job never told, or told gone and listed again, is URL_UPDATED at its page', () => {
    expect(notice(job(), null)).toEqual({
      jobId: 7,
      kind: 'new',
      type: 'URL_UPDATED',
      url: `${SITE}/jobs/platform-engineer-acme-1a2b3c4d`,
      version: at(-10),
      changedAt: at(-10),
      jobGone: false,
    })
    expect(notice(job(), told({ listed: false }))).toMatchObject({
      kind: 'new',
      type: 'URL_UPDATED',
    })
    // A failed first try leaves a row that was never told as listed: still new.
    expect(notice(job(), told({ listed: false, jobVersion: null, toldAt: null }))).toMatchObject({
      kind: 'new',
    })
  })

  it('a listed job changed since it was told is URL_UPDATED; one told as it is owes nothing', () => {
    expect(notice(job({ updatedAt: at(-5) }), told())).toMatchObject({
      kind: 'updated',
      type: 'URL_UPDATED',
      version: at(-5),
    })
    expect(notice(job(), told())).toBeNull()
    // Its version is what counts, not when it was told.
    expect(notice(job(), told({ toldAt: at(-60) }))).toBeNull()
  })

  it('a job told as listed that is closed, filled, expired or deleted is URL_DELETED at the address told', () => {
    const oldAddress = told({ url: `${SITE}/jobs/old-address` })
    expect(notice(job({ isActive: false, updatedAt: at(-1) }), oldAddress)).toMatchObject({
      kind: 'deleted',
      type: 'URL_DELETED',
      url: `${SITE}/jobs/old-address`,
      changedAt: at(-1),
      jobGone: false,
    })
    // Expired by time alone: nothing was written to it, its expiry is the change.
    expect(notice(job({ expiresAt: at(-3) }), told())).toMatchObject({
      kind: 'deleted',
      changedAt: at(-3),
    })
    expect(notice(job({ expiresAt: now }), told())).toMatchObject({ kind: 'deleted' })
    expect(notice(null, told())).toMatchObject({
      kind: 'deleted',
      jobGone: true,
      version: null,
      changedAt: at(-9),
    })
  })

  it('a job not listed that was never told as listed owes nothing', () => {
    expect(notice(job({ isActive: false }), null)).toBeNull()
    expect(notice(job({ isActive: false }), told({ listed: false }))).toBeNull()
    expect(notice(null, told({ listed: false }))).toBeNull()
  })
})

describe('the order notices are sent in', () => {
  const pending = (jobId: number, kind: PendingNotice['kind'], minutes: number): PendingNotice => ({
    jobId,
    kind,
    type: kind === 'deleted' ? 'URL_DELETED' : 'URL_UPDATED',
    url: `${SITE}/jobs/${jobId}`,
    version: at(minutes),
    changedAt: at(minutes),
    jobGone: false,
  })

  it('deletions, then new listings, then updates; the oldest change first, then the lower id', () => {
    const list = [
      pending(1, 'updated', -50),
      pending(2, 'new', -5),
      pending(3, 'deleted', -1),
      pending(4, 'new', -30),
      pending(5, 'deleted', -40),
      pending(6, 'updated', -60),
      pending(8, 'new', -30),
    ]
    expect(orderPending(list).map((item) => item.jobId)).toEqual([5, 3, 4, 8, 2, 6, 1])
  })
})

describe('which saves have the engines told at once', () => {
  /** A job as a hook sees it: every field, not only the two the listed rule reads. */
  type Saved = Parameters<typeof changesWhatEnginesAreTold>[0]
  const doc: Saved = {
    is_active: true,
    expiresAt: at(60).toISOString(),
    job_title: 'Engineer',
    updatedAt: at(0).toISOString(),
    lastVerifiedAt: null,
  } as Saved
  const toldAtOnce = (fields: Record<string, unknown>) =>
    changesWhatEnginesAreTold(fields as Saved, doc, now)

  it('a job coming on or off the board, or its page changing while on it', () => {
    expect(changesWhatEnginesAreTold(doc, null, now)).toBe(true)
    expect(changesWhatEnginesAreTold({ ...doc, is_active: false }, null, now)).toBe(false)
    expect(toldAtOnce({ ...doc, is_active: false })).toBe(true)
    expect(toldAtOnce({ ...doc, job_title: 'Staff Engineer' })).toBe(true)
  })

  it('not a verification, a link check or a change to a job off the board', () => {
    expect(
      toldAtOnce({ ...doc, lastVerifiedAt: at(0).toISOString(), updatedAt: at(1).toISOString() }),
    ).toBe(false)
    expect(toldAtOnce({ ...doc, linkStatus: 'valid', lastCheckedAt: at(0).toISOString() })).toBe(
      false,
    )
    const closed = { ...doc, is_active: false } as Saved
    expect(changesWhatEnginesAreTold({ ...closed, job_title: 'Other' } as Saved, closed, now)).toBe(
      false,
    )
  })
})

describe('the search engines’ settings', () => {
  it('an IndexNow key is 8 to 128 letters, digits or dashes', () => {
    expect(isValidIndexNowKey('a1b2c3d4')).toBe(true)
    expect(isValidIndexNowKey('A-'.repeat(64))).toBe(true)
    expect(isValidIndexNowKey('a1b2c3d')).toBe(false)
    expect(isValidIndexNowKey('a'.repeat(129))).toBe(false)
    expect(isValidIndexNowKey('key_with_underscore')).toBe(false)
    expect(isValidIndexNowKey('key with space')).toBe(false)
  })

  it('neither set: both off, nothing to say', () => {
    expect(searchEngineConfig({})).toEqual({ google: null, indexNow: null, problems: [] })
  })

  it('a bad key turns IndexNow off and says why', () => {
    const config = searchEngineConfig({ INDEXNOW_KEY: 'bad key!' })
    expect(config.indexNow).toBeNull()
    expect(config.problems).toEqual([
      'INDEXNOW_KEY must be 8 to 128 letters, digits or dashes; IndexNow is off',
    ])
    expect(searchEngineConfig({ INDEXNOW_KEY: 'good-key-123' }).indexNow).toEqual({
      key: 'good-key-123',
      endpoint: 'https://api.indexnow.org/indexnow',
    })
  })

  it("Google's credentials are the JSON key itself or the path of its file; the quota defaults to Google's", () => {
    const account = {
      type: 'service_account',
      client_email: 'a@b.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\n…',
      private_key_id: 'k1',
    }
    const inline = searchEngineConfig({ GOOGLE_INDEXING_CREDENTIALS: JSON.stringify(account) })
    expect(inline.google).toEqual({
      credentials: {
        clientEmail: account.client_email,
        privateKey: account.private_key,
        privateKeyId: 'k1',
        tokenUri: GOOGLE_TOKEN_URI,
      },
      endpoint: 'https://indexing.googleapis.com/v3/urlNotifications:publish',
      dailyQuota: GOOGLE_DAILY_QUOTA,
    })
    const dir = mkdtempSync(path.join(tmpdir(), 'rp-google-'))
    try {
      const file = path.join(dir, 'account.json')
      writeFileSync(file, JSON.stringify({ ...account, token_uri: 'http://127.0.0.1:9/token' }))
      expect(
        searchEngineConfig({ GOOGLE_INDEXING_CREDENTIALS: file, GOOGLE_INDEXING_DAILY_QUOTA: '50' })
          .google,
      ).toMatchObject({
        credentials: { tokenUri: 'http://127.0.0.1:9/token' },
        dailyQuota: 50,
      })
      expect(
        searchEngineConfig({ GOOGLE_INDEXING_CREDENTIALS: path.join(dir, 'missing.json') })
          .problems,
      ).toEqual([expect.stringMatching(/cannot be read \(ENOENT\).*Indexing API is off/)])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(
      searchEngineConfig({ GOOGLE_INDEXING_CREDENTIALS: '{"client_email":"x"}' }).problems,
    ).toEqual([expect.stringMatching(/no client_email or private_key/)])
    expect(
      searchEngineConfig({
        GOOGLE_INDEXING_CREDENTIALS: JSON.stringify(account),
        GOOGLE_INDEXING_DAILY_QUOTA: '0',
      }).google,
    ).toBeNull()
  })

  it('IndexNow is sent the host, the key, where the site serves it, and each address once', () => {
    expect(
      indexNowBody({ key: 'good-key-123', endpoint: 'x' }, 'https://remotepassport.test', [
        'https://remotepassport.test/jobs/a',
        'https://remotepassport.test/jobs/a',
      ]),
    ).toEqual({
      host: 'remotepassport.test',
      key: 'good-key-123',
      keyLocation: 'https://remotepassport.test/indexnow-key.txt',
      urlList: ['https://remotepassport.test/jobs/a'],
    })
  })
})
