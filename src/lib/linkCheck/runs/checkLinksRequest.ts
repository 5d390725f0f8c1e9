import { z } from 'zod'

/** The check-links body: companies (id, name, hiringLink), checkJobs, removeBroken. */
export const checkLinksRequestSchema = z.object({
  companies: z
    .array(
      z.object({
        id: z.union([z.string().max(200), z.number()]),
        name: z.string().max(200),
        hiringLink: z.string().max(2000),
      }),
    )
    .max(10_000)
    .nullish(),
  checkJobs: z.boolean().default(true),
  removeBroken: z.boolean().default(false),
})

export type CheckLinksRequest = z.infer<typeof checkLinksRequestSchema>

/** The answer: success, results (name, url, type, status …), summary (broken, total …), error. */
export type CheckLinksResponse = {
  success: boolean
  results: Array<{
    name: string
    url: string
    type: 'company' | 'job'
    status: string
    reason: string
    httpStatus: number | null
  }>
  summary: {
    broken: number
    total: number
    valid: number
    blocked: number
    unknown: number
    tls_error: number
    networkFailures: number
  }
  /** Most links got no answer: verdicts were not saved and nothing was deactivated. */
  inconclusive: boolean
  deactivated: number
  runId: number | null
  error: string | null
}
