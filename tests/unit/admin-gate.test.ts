import { describe, expect, it } from 'vitest'

import { adminGate, withoutSession } from '@/lib/access/adminGate'
import { STAFF_VIEWS, staffViewAt } from '@/lib/access/staffViews'

/** Every spelling of an address that Next and Payload route to the review queue. */
const REVIEW_QUEUE = [
  '/admin/review-queue',
  '/admin/review-queue/',
  '/admin/review-queue/x',
  '/admin/review-queue/x/y/',
  '/admin/review%2Dqueue',
  '/admin/%72eview-queue/x',
  '/admin/REVIEW-QUEUE',
  '/admin/Review-Queue/x',
  '/admin/review-queue%2Fx',
  '/admin//review-queue',
  '/%61dmin/review-queue',
]

describe('the staff-only view an admin address reaches', () => {
  it.each(REVIEW_QUEUE)('%s is the review queue', (path) => {
    expect(staffViewAt(path)).toBe(STAFF_VIEWS.reviewQueue)
  })

  it.each(['/admin', '/admin/review-queues', '/admin/review-queue-x', '/admin/collections/jobs', '/review-queue', '/admin/review%252Dqueue'])('%s is none', (path) => {
    expect(staffViewAt(path)).toBeUndefined()
  })
})

describe('what the proxy does with an admin request', () => {
  it('refuses a staff-only view itself to anyone without a staff session, a member included', () => {
    expect(adminGate('/admin/link-checker/x', [], false)).toEqual({ answer: 'not-allowed', view: STAFF_VIEWS.linkChecker })
    expect(adminGate('/admin/Review-Queue/x', [], true)).toEqual({ answer: 'not-allowed', view: STAFF_VIEWS.reviewQueue })
  })

  it("gives staff without the view's role the view's own refusal, and lets those with it through", () => {
    expect(adminGate('/admin/review-queue/x', ['editor'], true)).toEqual({ answer: 'view-refusal', view: STAFF_VIEWS.reviewQueue })
    expect(adminGate('/admin/link%2Dchecker', ['moderator'], true)).toEqual({ answer: 'view-refusal', view: STAFF_VIEWS.linkChecker })
    expect(adminGate('/admin/review-queue', ['moderator'], true)).toEqual({ answer: 'pass' })
    expect(adminGate('/admin/link-checker', ['editor', 'admin'], true)).toEqual({ answer: 'pass' })
  })

  it('reads any other admin page of a session that is not staff as a visitor’s, and leaves the site alone', () => {
    expect(adminGate('/admin/unauthorized', [], true)).toEqual({ answer: 'as-visitor' })
    expect(adminGate('/admin/login', [], false)).toEqual({ answer: 'pass' })
    expect(adminGate('/admin/collections/jobs', ['editor'], true)).toEqual({ answer: 'pass' })
    expect(adminGate('/account', [], true)).toEqual({ answer: 'pass' })
  })

  it('takes the session cookie and Authorization away, and keeps the other cookies', () => {
    const headers = withoutSession(new Headers({ cookie: 'theme=dark; payload-token=abc.def; lng=en', authorization: 'JWT abc.def', accept: 'text/html' }))
    expect([headers.get('cookie'), headers.get('authorization'), headers.get('accept')]).toEqual(['theme=dark; lng=en', null, 'text/html'])
    expect(withoutSession(new Headers({ cookie: 'payload-token=abc' })).has('cookie')).toBe(false)
  })
})
