import type { TaskConfig } from 'payload'

import type { EmailInput } from '@/lib/email/queueEmail'

/**
 * Email through the jobs queue: when the mail server is down the send is retried later with
 * backoff, and nothing is lost (a failed job stays visible in the admin).
 */
export const SendEmailTask: TaskConfig<{ input: EmailInput; output: object }> = {
  slug: 'sendEmail',
  label: 'Send an email',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'headers', type: 'json' },
  ],
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({ to: input.to, subject: input.subject, html: input.html, text: input.text, headers: input.headers ?? undefined })
    return { output: {} }
  },
}
