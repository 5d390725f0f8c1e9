import { providerMessage } from './providerMessage'

/** What a call to Payload's members API came to: ok, or the provider's status and message. */
export type MemberApiResult =
  { ok: true } | { ok: false; status: number | null; message: string | null }

const postToMembers = async (path: string, body: unknown, credentials: RequestCredentials) => {
  try {
    const response = await fetch(`/api/members${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials,
    })
    if (response.ok) return { ok: true } as const
    const json: unknown = await response.json().catch(() => null)
    return { ok: false, status: response.status, message: providerMessage(json) } as const
  } catch {
    return { ok: false, status: null, message: null } as const
  }
}

type Credentials = { email: string; password: string }

// Payload answers a sign-in with an HttpOnly session cookie; `include` lets the browser keep it.
export const signInMember = ({ email, password }: Credentials): Promise<MemberApiResult> =>
  postToMembers('/login', { email, password }, 'include')

export const requestPasswordReset = ({ email }: { email: string }): Promise<MemberApiResult> =>
  postToMembers('/forgot-password', { email }, 'same-origin')

// `omit` drops the session cookie Payload sets on a reset: signing in still checks verification.
export const resetMemberPassword = (body: {
  token: string
  password: string
}): Promise<MemberApiResult> => postToMembers('/reset-password', body, 'omit')
