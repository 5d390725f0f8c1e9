import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'

import { hasPlainTextPart, mailsInFolder, recipients } from '../helpers/mailFolder'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload

beforeAll(async () => {
  process.env.SITE_URL = 'https://remotepassport.example'
  payload = await startTestPayload()
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('mail without an SMTP server', () => {
  it('a new member gets a verification email written to the mail folder, linking to the site', async () => {
    await payload.create({ collection: 'members', data: { email: 'new@example.com', password: 'secret1' } })
    const mail = (await mailsInFolder()).find((parsed) => recipients(parsed).includes('new@example.com'))
    expect(mail?.subject).toBe('Confirm your Remote Passport account')
    const member = (await payload.find({ collection: 'members', where: { email: { equals: 'new@example.com' } }, showHiddenFields: true })).docs[0] as { _verificationToken?: string }
    expect(member._verificationToken).toBeTruthy()
    expect(mail?.html).toContain(`https://remotepassport.example/auth/verify?token=${member._verificationToken}`)
    // A plain-text part beside the HTML, with the same words and the link.
    expect(await hasPlainTextPart('Confirm your Remote Passport account')).toBe(true)
    expect(mail?.text).toContain('Confirm your email address')
    expect(mail?.text).toContain(`https://remotepassport.example/auth/verify?token=${member._verificationToken}`)
  })

  it('"Forgot password?" sends a reset link to the site', async () => {
    await payload.forgotPassword({ collection: 'members', data: { email: 'new@example.com' } })
    const mail = (await mailsInFolder()).find((parsed) => parsed.subject === 'Reset your Remote Passport password')
    expect(recipients(mail!)).toEqual(['new@example.com'])
    expect(mail?.html).toMatch(/https:\/\/remotepassport\.example\/auth\/reset-password\?token=[0-9a-f]+/)
    expect(await hasPlainTextPart('Reset your Remote Passport password')).toBe(true)
    expect(mail?.text).toMatch(/https:\/\/remotepassport\.example\/auth\/reset-password\?token=[0-9a-f]+/)
  })
})
