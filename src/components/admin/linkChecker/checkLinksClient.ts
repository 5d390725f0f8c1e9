import type {
  CheckLinksRequest,
  CheckLinksResponse,
} from '@/lib/linkCheck/runs/checkLinksRequest'

/**
 * Calls POST /api/check-links with the admin's session cookie. An answer that is not a success
 * becomes an Error carrying the server's message, or `fallback`.
 */
export const postCheckLinks = async (
  body: Partial<CheckLinksRequest>,
  fallback: string,
): Promise<CheckLinksResponse> => {
  const response = await fetch('/api/check-links', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = (await response.json().catch(() => null)) as CheckLinksResponse | null
  if (!data?.success) throw new Error(data?.error || fallback)
  return data
}

export type RunProgress = { id: number; progress: number; status: string }

/** The newest running manual run of this admin: its progress while the check goes on. */
export const fetchRunningRun = async (userId: number | string): Promise<RunProgress | null> => {
  const query = new URLSearchParams({
    'where[status][equals]': 'running',
    'where[trigger][equals]': 'manual',
    'where[startedBy][equals]': String(userId),
    sort: '-startedAt',
    limit: '1',
    depth: '0',
    'select[progress]': 'true',
    'select[status]': 'true',
  })
  const response = await fetch(`/api/link-check-runs?${query}`, {
    credentials: 'include',
    cache: 'no-store',
  })
  if (!response.ok) return null
  const { docs } = (await response.json()) as { docs: RunProgress[] }
  return docs[0] ?? null
}
