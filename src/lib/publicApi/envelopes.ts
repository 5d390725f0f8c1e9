import { z } from '../validation/zod'

/** A page of a list: the items, and where it stands among all that match. */
export const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      data: z.array(item),
      page: z.number().int().min(1),
      totalPages: z.number().int().min(1),
      total: z.number().int().min(0).meta({ description: 'How many match, on all pages.' }),
    })
    .meta({ id })

/** One item. */
export const oneOf = <T extends z.ZodType>(item: T, id: string) => z.object({ data: item }).meta({ id })

/** An error, as RFC 9457 describes it (application/problem+json). */
export const problemSchema = z
  .object({
    type: z.string().meta({ description: 'A URI naming the kind of problem; about:blank when the status says it all.' }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    errors: z
      .array(z.object({ parameter: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'For a bad request: each parameter that was refused, and why.' }),
  })
  .meta({ id: 'Problem' })

export type Problem = z.infer<typeof problemSchema>
