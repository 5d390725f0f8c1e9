import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { confirmContactEmail } from '@/lib/jobs/contactConfirmation'
import { renewFormToken } from '@/lib/jobs/formToken'
import { serverOwnedFieldMessage } from '@/lib/jobs/posterFields'
import { submitEmployerJob } from '@/lib/jobs/submitEmployerJob'

import { createStaff, jobData } from '../helpers/fixtures'
import { mailsInFolder, recipients } from '../helpers/mailFolder'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let moderator = ''
let address = 0
const review = (id: number, action: 'approve' | 'reject') =>
  rest(payload, 'POST', `/jobs/${id}/${action}`, { token: moderator, body: action === 'reject' ? { reason: 'Spam, plainly.' } : {} })

const postFromEmployerPage = async (contactEmail: string, title = 'Staff Engineer <b>urgent</b> WIRE MONEY NOW') => {
  const { company_name, job_description, category, job_type, job_url } = jobData()
  const result = await submitEmployerJob(
    payload,
    { job_title: title, company_name, job_description, category, job_type, job_url, hiring_locations: 'Worldwide', contactEmail },
    null,
    { clientAddress: `192.0.2.${++address}`, idempotencyKey: `employer-${address}-${Date.now()}`, formToken: renewFormToken(payload.secret), secret: payload.secret },
  )
  if (!result.ok || !result.job) throw new Error(`post failed: ${JSON.stringify(result)}`)
  return result
}

const mailsTo = async (email: string) => {
  await payload.jobs.run()
  return (await mailsInFolder()).filter((mail) => recipients(mail).includes(email))
}

beforeAll(async () => {
  payload = await startTestPayload()
  await createStaff(payload, 'moderator@example.com', ['moderator'])
  moderator = await tokenFor(payload, 'users', 'moderator@example.com', 'staff-password')
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('the site emails a job contact address only once its owner confirmed it', () => {
  it('an anonymous API post cannot name an address to email', async () => {
    const { status, json } = await rest(payload, 'POST', '/jobs', { headers: { 'x-client-address': '192.0.2.250' }, body: { ...jobData(), contactEmail: 'victim@example.com' } })
    expect(status).toBe(400)
    expect(json.errors[0].data.errors).toContainEqual({ path: 'contactEmail', message: serverOwnedFieldMessage('contactEmail') })
  })

  it('the employer page sends one confirmation with none of the poster\'s words; the outcome waits for it', async () => {
    const posted = await postFromEmployerPage('victim@example.com')
    expect(posted.contactConfirmationSent).toBe(true)
    expect((await review(posted.job!.id, 'reject')).status).toBe(200)

    const mails = await mailsTo('victim@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Confirm your email for Remote Passport')
    // What it costs and what happens next, in the site's words only.
    expect(posted.terms).toEqual({ plan: null, free: true, freeEmployers: 10, paidBy: 'invoice' })
    expect(mails[0].text).toContain('No plan was chosen, and it is free: you are one of our first 10 employers (Launch Special).')
    expect(mails[0].text).toContain('What happens next: a moderator reviews every posting within 24 hours.')
    for (const part of [mails[0].subject, mails[0].text, mails[0].html]) {
      expect(part).not.toMatch(/WIRE MONEY|urgent|Staff Engineer|Acme/)
    }
  })

  it('once confirmed, the review outcome arrives, and later posts need no new confirmation', async () => {
    const posted = await postFromEmployerPage('employer@example.com', 'Senior Backend Engineer')
    const link = new URL((await mailsTo('employer@example.com'))[0].text!.match(/https?:\/\/\S+\/post-job\/confirm\S*/)![0])
    expect(await confirmContactEmail(payload, link.searchParams.get('token') ?? undefined)).toBe('confirmed')
    expect(await confirmContactEmail(payload, `${link.searchParams.get('token')}x`)).toBe('invalid')

    expect((await review(posted.job!.id, 'approve')).status).toBe(200)
    const outcome = (await mailsTo('employer@example.com')).find((mail) => mail.subject?.startsWith('Approved: '))
    expect(outcome?.subject).toBe('Approved: Senior Backend Engineer')

    const again = await postFromEmployerPage('employer@example.com', 'Platform Engineer')
    expect(again.contactConfirmationSent).toBe(false)
    const mails = await mailsTo('employer@example.com')
    expect(mails.filter((mail) => mail.subject === 'Confirm your email for Remote Passport')).toHaveLength(1)
    // A confirmed address is still told the later post arrived, without a link and without its words.
    const received = mails.filter((mail) => mail.subject === 'We received your job posting')
    expect(received).toHaveLength(1)
    expect(received[0].text).toContain('What happens next: a moderator reviews every posting within 24 hours.')
    expect(received[0].text).not.toMatch(/Platform Engineer|confirm\?token/)
  })

  it('one address gets at most 3 confirmation emails a day, however often it is typed in', async () => {
    for (let i = 0; i < 5; i++) await postFromEmployerPage('flooded@example.com', `Role number ${i}`)
    expect(await mailsTo('flooded@example.com')).toHaveLength(3)
  })
})
