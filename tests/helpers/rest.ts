import { handleEndpoints, type Payload } from 'payload'

/** `rawBody` is sent as it is (for malformed JSON); `body` is sent as JSON; `params`, a dynamic route's segments. */
type Options = { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string>; params?: Record<string, string> }

type RouteHandler = (request: Request, context: { params: Promise<any> }) => Response | Promise<Response>

const requestFor = (method: string, path: string, { body, rawBody, token, headers = {} }: Options) =>
  new Request(`http://localhost:3000/api${path}`, {
    method,
    headers: {
      ...(body !== undefined || rawBody !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined),
  })

const answerOf = async (response: Response) => {
  const text = await response.text()
  let json: any = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = text
  }
  return { status: response.status, json, headers: response.headers }
}

/**
 * Calls Payload's REST API exactly as the /api route does (same handler, same access checks),
 * without an HTTP server in between.
 */
export const rest = async (payload: Payload, method: string, path: string, options: Options = {}) =>
  answerOf(await handleEndpoints({ config: payload.config, request: requestFor(method, path, options) }))

/**
 * Calls one of the app's own route handlers (`src/app/api/{name}/route.ts`) as Next would, with
 * the same options as `rest`.
 */
export const route = async (handler: RouteHandler, method: string, path: string, options: Options = {}) =>
  answerOf(await handler(requestFor(method, path, options), { params: Promise.resolve(options.params ?? {}) }))

/** Signs in through the local API and returns the JWT a browser would hold. */
export const tokenFor = async (payload: Payload, collection: 'users' | 'members', email: string, password: string) => {
  const { token } = await payload.login({ collection, data: { email, password } })
  if (!token) throw new Error(`no token for ${email}`)
  return token
}
