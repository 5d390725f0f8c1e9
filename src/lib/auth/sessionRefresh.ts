/**
 * Keeping a session alive: the access token is refreshed
 * shortly before it expires; a refresh the server refuses ends the session, one that could not
 * reach the server is retried with exponential backoff starting at 200 ms.
 */

/** How long before expiry the token is refreshed: a member who comes back daily stays signed in. */
export const REFRESH_BEFORE_EXPIRY_MS = 24 * 60 * 60 * 1000
export const FIRST_RETRY_DELAY_MS = 200
export const REFRESH_ATTEMPTS = 6
/** Timers cannot wait longer than this (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * Milliseconds to wait before refreshing a token with `msLeft` to live; 0 when it is due. Counted
 * from the server's clock, so a browser whose clock is wrong neither refreshes in a loop nor late.
 */
export const msUntilRefresh = (msLeft: number) => Math.min(LONGEST_TIMER_MS, Math.max(0, msLeft - REFRESH_BEFORE_EXPIRY_MS))

/** A network failure (null), a timeout, a rate limit or a server fault may pass: try again. */
export const isRetryable = (status: number | null) => status === null || status === 408 || status === 429 || status >= 500

export type RefreshAnswer = { status: number | null; msLeft: number | null }
export type RefreshOutcome =
  | { outcome: 'refreshed'; msLeft: number | null }
  | { outcome: 'rejected'; status: number | null }
  | { outcome: 'unreachable' }

/** Calls `refresh` until it succeeds, is refused, or REFRESH_ATTEMPTS retryable failures in a row. */
export const refreshWithBackoff = async (
  refresh: () => Promise<RefreshAnswer>,
  sleep: (ms: number) => Promise<void>,
): Promise<RefreshOutcome> => {
  for (let attempt = 0; attempt < REFRESH_ATTEMPTS; attempt++) {
    if (attempt > 0) await sleep(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1))
    const answer = await refresh()
    if (answer.status !== null && answer.status >= 200 && answer.status < 300) return { outcome: 'refreshed', msLeft: answer.msLeft }
    if (!isRetryable(answer.status)) return { outcome: 'rejected', status: answer.status }
  }
  return { outcome: 'unreachable' }
}
