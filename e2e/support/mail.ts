import path from 'node:path'

import { expect } from '@playwright/test'

import { mailsInFolder, recipients } from '../../tests/helpers/mailFolder'
import { E2E_ENV } from './environment'

/** Where the server under test writes its .eml files (no SMTP server in the tests). */
export const E2E_MAIL_DIR = path.resolve(E2E_ENV.MAIL_DIR || path.join(E2E_ENV.DATA_DIR, 'mail'))

/**
 * The link to `linkPath` in the newest email with this subject sent to `to`, waiting for it to be
 * written: sending runs beside the request that caused it.
 */
export const linkFromNewestMail = async (to: string, subject: string, linkPath: string, timeout = 20_000, dir = E2E_MAIL_DIR) => {
  const pattern = new RegExp(`href="([^"]*${linkPath.replace(/[/?]/g, '\\$&')}\\?token=[^"]+)"`)
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await mailsInFolder(dir)).filter(
          (mail) => mail.subject === subject && recipients(mail).includes(to),
        )
        link = (mails.at(-1)?.html || '').match(pattern)?.[1]
        return link
      },
      { message: `an email "${subject}" to ${to} in ${dir}`, timeout },
    )
    .toBeTruthy()
  return link!
}
