import { handleEndpoints, type Payload } from 'payload'

type Options = { body?: unknown; token?: string; headers?: Record<string, string> }

/**
 * Calls Payload's REST API exactly as the /api route does (same handler, same access checks),
 * without an HTTP server in between.
 */
export const rest = async (payload: Payload, method: string, path: string, { body, token, headers = {} }: Options = {}) => {
  const request = new Request(`http://localhost:3000/api${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  const response = await handleEndpoints({ config: payload.config, request })
  const text = await response.text()
  let json: any = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = text
  }
  return { status: response.status, json, headers: response.headers }
}

/** Signs in through the local API and returns the JWT a browser would hold. */
export const tokenFor = async (payload: Payload, collection: 'users' | 'members', email: string, password: string) => {
  const { token } = await payload.login({ collection, data: { email, password } })
  if (!token) throw new Error(`no token for ${email}`)
  return token
}
