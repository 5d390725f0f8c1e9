import type { Payload, PayloadRequest } from 'payload'

/** An email as the sendEmail task (tasks/sendEmail.ts) takes it: both parts, already laid out. */
export type EmailInput = { to: string; subject: string; html: string; text: string; headers?: Record<string, string> }

/** Puts an email on the jobs queue; it is sent (and retried when the mail server fails) from there. */
export const queueEmail = async (payload: Payload, email: EmailInput, req?: PayloadRequest) => {
  await payload.jobs.queue({ task: 'sendEmail', input: email, req })
}
