type Details = { type?: string; code?: string; param?: string }

/** A refusal, answered as Stripe does: the HTTP status and `{ error: { type, code, param, message } }`. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Details = {},
  ) {
    super(message)
  }

  /** The JSON body Stripe sends with this refusal. */
  get body() {
    const { type = 'invalid_request_error', code, param } = this.details
    return {
      error: { type, message: this.message, ...(code && { code }), ...(param && { param }) },
    }
  }
}

/** An object that does not exist: 404 for the one in the path, 400 for one named by a parameter. */
export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeFailure(param === 'id' ? 404 : 400, `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  })

/** A required parameter left out (`line_items[0][quantity]`, `mode`). */
export const missingParam = (param: string) =>
  new StripeFailure(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param })

/** A parameter whose value Stripe would refuse. */
export const invalidParam = (param: string, message: string, code?: string) =>
  new StripeFailure(400, message, { param, ...(code && { code }) })
