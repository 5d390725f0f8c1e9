import { z } from '../validation/zod'

/** The "Email me new jobs for this search" form: the /jobs query and how often. */
export const alertSchema = z.object({
  query: z.string().max(2000),
  frequency: z.enum(['daily', 'weekly'], { error: () => 'Please choose daily or weekly.' }),
})

export type AlertValues = z.infer<typeof alertSchema>
