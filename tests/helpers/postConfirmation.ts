import type { Payload } from 'payload'

import { mailsInFolder, recipients } from './mailFolder'

/** The job a confirmation token names (its signed body is base64url JSON). */
const jobOfToken = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { jid: number }).jid

/**
 * The token of the post confirmation link emailed to `email` for the job `jobId` (the queue is run
 * first): mails are not written in the order the posts were made.
 */
export const confirmationTokenFor = async (payload: Payload, email: string, jobId: number) => {
  await payload.jobs.run({ limit: 200 })
  const tokens = (await mailsInFolder())
    .filter((mail) => recipients(mail).includes(email))
    .map((mail) => mail.text?.match(/https?:\/\/\S+\/post-job\/confirm\?token=(\S+)/)?.[1])
    .filter((token): token is string => Boolean(token))
  const token = tokens.find((candidate) => jobOfToken(candidate) === jobId)
  if (!token) throw new Error(`no confirmation link for job ${jobId} was emailed to ${email}`)
  return token
}
