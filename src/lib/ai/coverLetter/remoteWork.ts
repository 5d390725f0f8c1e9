/**
 * The candidate's own word that they have worked remotely: "remote", "async", "time zones", a
 * distributed team ("distributed systems" is engineering, not a way of working).
 */
export const REMOTE_WORK =
  /\bremote(ly)?\b|\basync(hronous(ly)?)?\b|\btime[- ]?zones?\b|\bdistributed (teams?|compan(y|ies)|workforce)\b|\bwork(ed|ing)? from home\b|\bwfh\b|\btelecommut/i

/**
 * "Looking for a fully remote role", "willing to work remotely": a wish or a readiness, not remote
 * work done.
 */
export const REMOTE_WISH =
  /\b(looking for|seeking|want|wants|wanting|hoping|hope|interested in|open to|searching for|willing|available|prefers?|preferred|would like|would love|love to|like to|happy to|able to|ready to|keen to|eager to|excited to|look forward to)\b[^.]*\bremote/i
const WISH = REMOTE_WISH

/** The text says the candidate has worked remotely, not only that they would like to. */
export const remoteExperience = (text: string) => REMOTE_WORK.test(text) && !WISH.test(text)

// "This is not a remote position": a posting may name remote work to rule it out.
const NOT_REMOTE = /\b(not|no|non)[- ](a\s+)?remote\b|\bremote (work )?is not\b|\bon-?site only\b/i

/** The role is remote: the board says so, or its title or description does. */
export const remoteRole = (
  jobTitle: string,
  job?: { description: string; remote: boolean } | null,
) => {
  if (job?.remote) return true
  const text = `${jobTitle}\n${job?.description ?? ''}`
  return /\bremote\b/i.test(text) && !NOT_REMOTE.test(text)
}
