import type { z } from '../validation/zod'
import type { Problem } from './envelopes'

/** Any web page may read the public API: it is public data, and no cookie is read. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining',
}

/** A refusal the public API answers as application/problem+json. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: Problem['errors'],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? title)
  }

  get body(): Problem {
    return { type: 'about:blank', title: this.title, status: this.status, ...(this.detail ? { detail: this.detail } : {}), ...(this.errors ? { errors: this.errors } : {}) }
  }
}

/** Bad parameters: each one named with zod's message, so a client can fix its request. */
export const badParameters = (error: z.ZodError) =>
  new ApiProblem(
    400,
    'Bad parameters',
    'Some parameters were not understood; see errors.',
    error.issues.map((issue) => ({
      parameter: issue.path.length ? issue.path.filter((part) => typeof part !== 'number').join('.') : (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : ''),
      message: issue.code === 'unrecognized_keys' ? `Unknown parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.` : issue.message,
    })),
  )

/** The refusal as its answer; never cached. The proxy answers its own refusals of /api/v1 with it too. */
export const problemAnswer = (problem: ApiProblem) =>
  new Response(JSON.stringify(problem.body), {
    status: problem.status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...problem.headers },
  })

export const notFound = (what: string) => new ApiProblem(404, 'Not found', `No ${what} has that slug.`)
