/** Small text tools the renderers share: escaping, plain text, and cutting a description up. */

/** HTML written as text, the way Greenhouse sends `content`: entities already in it come out escaped twice. */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (html: string) => html.replace(/[&<>"']/g, (char) => ESCAPES[char])

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A CDATA section; a `]]>` inside the text is split across two sections. */
export const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  hellip: '…',
}

export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })

const BLOCK_END = /^<\/(p|div|h[1-6]|ul|ol|li)>$/i

/** The text of some HTML, one line per block, as the APIs' `*Plain` fields give it. */
export const toPlain = (html: string) =>
  html
    .replace(/<[^>]*>|&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (token, entity?: string) => {
      if (entity !== undefined) return decodeEntities(token)
      if (token[1] === 'l' || token[1] === 'L') return /^<li[\s>]/i.test(token) ? '\n- ' : ''
      if (/^<br\s*\/?>$/i.test(token) || BLOCK_END.test(token)) return '\n'
      return ''
    })
    .replace(/[ \t]*\n+/g, '\n')
    .trim()

/** A part of a description: its heading's text (null before the first heading), the HTML under it, and where the part starts. */
export type Section = { heading: string | null; html: string; start: number }

/**
 * The description cut at its `<h2>`/`<h3>` headings: what comes before the first heading (heading
 * null, left out when empty), then one section per heading with the HTML up to the next one.
 */
export const sections = (html: string): Section[] => {
  const out: Section[] = []
  const heading = /<h[23][^>]*>([\s\S]*?)<\/h[23]>/gi
  let last = 0
  let start = 0
  let current: string | null = null
  for (let match = heading.exec(html); match; match = heading.exec(html)) {
    const body = html.slice(last, match.index)
    if (current !== null || body.trim()) out.push({ heading: current, html: body, start })
    current = decodeEntities(match[1].replace(/<[^>]+>/g, '')).trim()
    start = match.index
    last = match.index + match[0].length
  }
  const rest = html.slice(last)
  if (current !== null || rest.trim()) out.push({ heading: current, html: rest, start })
  return out
}

const REQUIREMENTS = /bring|require|qualification|profile|you have|about you|skills/i

/**
 * The description in two, the way APIs with a separate requirements field hold it: the part
 * before the first heading that reads like requirements ('What you bring', 'Qualifications' …),
 * else before the last heading; and the rest ('' when the description has fewer than two parts).
 */
export const splitRequirements = (html: string) => {
  const parts = sections(html)
  const headed = parts.filter((part, i) => i > 0 && part.heading !== null)
  const at = headed.find((part) => REQUIREMENTS.test(part.heading!)) ?? headed[headed.length - 1]
  if (!at) return { main: html, rest: '' }
  return { main: html.slice(0, at.start), rest: html.slice(at.start) }
}

/** `<ul>`/`<ol>` lists as literal bullets and `<br>`, the way many Personio descriptions are written. */
export const bulletLines = (html: string) =>
  html
    .replace(/<\/?(ul|ol)[^>]*>/gi, '')
    .replace(/<li[^>]*>/gi, '•    ')
    .replace(/<\/li>/gi, '<br>')

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** An ISO time with a fixed local offset (`2026-07-14T18:35:00-04:00`), as Greenhouse writes them. */
export const isoWithOffset = (iso: string, offsetMinutes: number) => {
  const local = new Date(Date.parse(iso) + offsetMinutes * 60_000)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${local.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** `2026-08-11 20:45:29 UTC`, Recruitee's way of writing a time. */
export const utcSpaced = (iso: string) =>
  `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString()
