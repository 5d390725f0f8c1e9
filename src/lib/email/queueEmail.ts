import type { Payload, PayloadRequest } from 'payload'

import type { EmailInput } from '../../../tasks/sendEmail'

/** Puts an email on the jobs queue; it is sent (and retried when the mail server fails) from there. */
export const queueEmail = async (payload: Payload, email: EmailInput, req?: PayloadRequest) => {
  await payload.jobs.queue({ task: 'sendEmail', input: email, req })
}
