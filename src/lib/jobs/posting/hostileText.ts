import type { Job } from '../../../payload-types'

/** An HTML or XML tag, a comment or a CDATA section: "<script>", "<img src=x>", "</b>", "<!--". */
const MARKUP = /<\s*\/?\s*[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?\s*>|<!--|<!\[CDATA\[/i
/** A script URL or an inline event handler of the DOM: "javascript:", "onerror=" (not "onboarding ="). */
const SCRIPT =
  /\b(?:java|vb)script\s*:|\bdata\s*:\s*text\/html|\bon(?:abort|animation\w+|auxclick|before\w+|begin|blur|change|click|contextmenu|copy|cut|dblclick|drag\w*|drop|end|error|focus\w*|hashchange|input|invalid|key\w+|load\w*|message|mouse\w+|paste|pointer\w+|popstate|reset|resize|scroll|search|select\w*|show|submit|toggle|touch\w+|transition\w+|unload|wheel)\s*=/i
/** A line break, raw or percent-encoded, starting a header ("\r\nSet-Cookie: …") in a one-line field. */
const HEADER = /(?:[\r\n]|%0d|%0a)\s*[a-z][a-z0-9-]*\s*:/i

type Posted = Partial<Pick<Job, 'job_title' | 'company_name' | 'job_description' | 'job_url' | 'salary_range'>>

const ONE_LINE = ['job_title', 'company_name', 'job_url', 'salary_range'] as const
const ALL = [...ONE_LINE, 'job_description'] as const

/**
 * Whether a job's text looks like an attack rather than a job: markup or script anywhere, or a
 * header injection in a one-line field. Every page shows such text as text; this only decides
 * that a moderator sees the job before the board does.
 */
export const looksHostile = (job: Posted) =>
  ALL.some((field) => {
    const value = job[field]
    return typeof value === 'string' && (MARKUP.test(value) || SCRIPT.test(value))
  }) || ONE_LINE.some((field) => typeof job[field] === 'string' && HEADER.test(job[field]))

/**
 * Whether a public post goes on the board before a moderator has seen it: the site's moderation
 * setting lists at once ("review after"), and nothing in its text looks like markup, script or a
 * header injection. Every path that lists a post (posting, confirming, paying) asks this.
 */
export const listedBeforeReview = (moderationMode: 'review-after' | 'approval-first' | null | undefined, job: Posted) =>
  moderationMode !== 'approval-first' && !looksHostile(job)
