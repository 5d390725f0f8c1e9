import { z } from '../../validation/zod'

/** An optional job id, as JSON sends it (a number) or a form does (text); empty means none. */
export const jobIdField = z
  .union([z.number(), z.string()], { error: () => 'Choose a job from the board.' })
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
  .pipe(z.number({ error: () => 'Choose a job from the board.' }).int().positive().optional())
