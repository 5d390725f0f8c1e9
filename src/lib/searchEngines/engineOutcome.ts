/**
 * How one call to an engine ended. `retry`: the engine is down or busy (a 5xx, no answer, IndexNow's
 * 429), so the run fails and the queue tries again; `quota`: Google said its quota is spent (429),
 * so Google waits for the next run; `refused`: the engine refused what it was sent (wrong key,
 * host or account), which no retry mends, so it is logged for whoever configures the site;
 * `pageRefused`: Google refused this one page (400), which no retry mends either, while the
 * others may still go.
 */
export type EngineOutcome =
  { outcome: 'accepted' } | { outcome: 'retry' | 'quota' | 'refused' | 'pageRefused'; reason: string }

/** What an answer's body says in a line, for the log and the notices' last_error. */
export const answerSummary = (text: string) => {
  let message = text
  try {
    const json = JSON.parse(text) as {
      error?: { message?: string } | string
      error_description?: string
      message?: string
    }
    message =
      (typeof json.error === 'object'
        ? json.error?.message
        : (json.error_description ?? json.error)) ??
      json.message ??
      text
  } catch {
    // Not JSON: the text as it is.
  }
  return message.replace(/\s+/g, ' ').trim().slice(0, 200)
}
