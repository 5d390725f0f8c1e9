import type { FieldValues, Resolver } from 'react-hook-form'

import type { z } from '@/lib/validation/zod'

/**
 * zodResolver for a form shown on every page (the newsletter in the footer, the job alert on
 * /jobs): zod and the form's schema load when the form is first checked, on submit, so they stay
 * out of every page's first download. The schema is the one the server checks again.
 */
export const lazyZodResolver =
  <Input extends FieldValues, Output extends FieldValues>(loadSchema: () => Promise<z.ZodType<Output, Input>>): Resolver<Input, unknown, Output> =>
  async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
    return zodResolver(schema)(values, context, options)
  }
