import { z } from '../validation/zod'

import { NEWSLETTER_EMAIL_INVALID } from './messages'

/** The newsletter form (home page and footer), checked in the browser and again on the server. */
export const newsletterSchema = z.object({
  email: z.string({ error: () => NEWSLETTER_EMAIL_INVALID }).trim().toLowerCase().max(254, NEWSLETTER_EMAIL_INVALID).pipe(z.email({ error: () => NEWSLETTER_EMAIL_INVALID })),
  source: z.enum(['home', 'footer']).default('footer'),
})

export type NewsletterValues = z.input<typeof newsletterSchema>
