import type { z } from '../validation/zod'
import type { Problem } from './envelopes'

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

export const notFound = (what: string) => new ApiProblem(404, 'Not found', `No ${what} has that slug.`)
