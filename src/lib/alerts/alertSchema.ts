import { z } from '../validation/zod'

export const ALERT_NOT_SAVED = 'Could not save the alert. Please try again.'
export const ALERT_NOT_CHANGED = 'Could not change the alert. Please try again.'

/** The "Email me new jobs for this search" form: the /jobs query and how often. */
export const alertSchema = z.object({
  query: z.string().max(2000),
  frequency: z.enum(['daily', 'weekly'], { error: () => 'Please choose daily or weekly.' }),
})

export type AlertValues = z.infer<typeof alertSchema>
