/**
 * The role a candidate names in their first message, however they phrase it: "UX designer",
 * "I'm interviewing for a Senior Backend Engineer position next week", "customer support".
 */
const GREETING =
  /^((hi|hello|hey|there|thanks|ok(ay)?|sure|great|so|well|i'?m|i am|i work as|let'?s do|let'?s try)\b[\s,!.]*)+/i
/** "for a", "as an", "to be a": what follows names the role when a verb of preparing comes first. */
const MARKER = /\b(?:for|as|to be|to become)\s+(?:an?\s+|the\s+|my\s+)?/gi
const PREPARING =
  /\b(prep|practi|apply|interview|aim|hop|look|help|go|want|get|ready|train|job|role|position)/i
const TRAILING =
  /\s*(\b(role|position|job|interview|opening|vacancy|post)s?\b.*|\b(at|with|in|next|tomorrow|this|on|for|from)\b\s.*|\s+please|[.!?]+)$/i

export const GENERAL_ROLE = 'general'

const tidy = (text: string) =>
  text
    .replace(/^(an?|the|my)\s+/i, '')
    .replace(TRAILING, '')
    .replace(/[\s,;:]+$/, '')
    .trim()

export const roleFromMessage = (message: string) => {
  const text = message.trim().replace(/\s+/g, ' ').replace(GREETING, '')
  if (!text || text.length > 120) return GENERAL_ROLE
  const candidates = [...text.matchAll(MARKER)]
    .filter((marker) => PREPARING.test(text.slice(0, marker.index)))
    .map((marker) => tidy(text.slice(marker.index + marker[0].length)))
  const role = candidates.find(Boolean) ?? tidy(text)
  // A whole sentence with no recognisable role is not a job title.
  return role && role.split(' ').length <= 6 ? role : GENERAL_ROLE
}

/** "a" or "an" before a role as it is said aloud: "an SEO Specialist", "a UX Designer". */
export const withArticle = (role: string) => {
  const first = role.split(/[\s-]/)[0]
  const acronym = first.length > 1 && first === first.toUpperCase() && /^[A-Z]/.test(first)
  const an = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[aeio]/i.test(first)
  return `${an ? 'an' : 'a'} ${role}`
}
