import type { IncomingHttpHeaders } from 'node:http'

export type HttpAnswer = {
  status: number
  headers: IncomingHttpHeaders
  /** The part of the body that was read, when it was worth reading. */
  text: string | null
}

export const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

export const isSuccess = (status: number) => status >= 200 && status < 300

export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** Statuses by which a site refuses robots rather than says the page is gone. */
export const BLOCKED_STATUSES = new Set([401, 403, 407, 451, 999])

const isHtml = (headers: IncomingHttpHeaders) => {
  const type = header(headers, 'content-type') ?? ''
  return !type || /html|xml|text\/plain/i.test(type)
}

/**
 * A bot wall instead of the page: Cloudflare's challenge (its cf-mitigated header or its
 * "Just a moment…" page), DataDome, PerimeterX.
 */
export const botWall = (answer: HttpAnswer): string | null => {
  const { headers } = answer
  if (header(headers, 'cf-mitigated') === 'challenge') return 'Cloudflare challenge'
  const text = (answer.text ?? '').toLowerCase()
  const cloudflare =
    /cloudflare/i.test(header(headers, 'server') ?? '') || Boolean(header(headers, 'cf-ray'))
  if (cloudflare && /just a moment|attention required|cf-chl|challenge-platform|cf_chl/.test(text))
    return 'Cloudflare challenge'
  if (header(headers, 'x-datadome') || text.includes('captcha-delivery.com'))
    return 'DataDome bot wall'
  if (/px-captcha|perimeterx/.test(text)) return 'PerimeterX bot wall'
  return null
}

/** Which bodies the checker reads: pages a job link lands on, and refusals that may be bot walls. */
export const bodyWanted = (
  status: number,
  headers: IncomingHttpHeaders,
  linkType: 'company' | 'job',
): boolean =>
  (isSuccess(status) && linkType === 'job' && isHtml(headers)) || [403, 429, 503].includes(status)
